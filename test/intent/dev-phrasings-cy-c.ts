import type { HeldOutPhrasing } from './held-out-phrasings';
import {
  birth,
  job,
  moving,
  death,
  marriage,
  separation,
  retiring,
  business,
  unrelated,
} from './phrasing-labels';

/**
 * A third Welsh development set (issue 24, second round), written before this round's training
 * sentences and never trained on (src/intent/nlu/welsh-accuracy.spec.ts checks for near copies).
 * It aims at the general weaknesses the first round's own probes found, not at any held-out item:
 * indirect wording that names no event term (the end of a career, "y sac", a contract that ended,
 * moving back to Wales, a civil partnership dissolved, a hobby turned into a business, a premature
 * baby), a death over a birth, the newer event over the older (remarrying after a divorce), Welsh
 * contrast ("nid X ond Y"), and unrelated near misses: other people's events (a friend, a neighbour,
 * a colleague, a parent), animals, plants and things that "die", figures of speech, family history
 * records and a name change that is not a marriage.
 */

export const DEV_SET_CY_C: readonly HeldOutPhrasing[] = [
  // Birth of a child: early arrivals, indirect wording, contrast
  birth('daeth ein mab bach yn gynnar, chwe wythnos cyn pryd'),
  birth('cyrhaeddodd yr un bach yn gynamserol ac mae o yn yr uned gofal dwys i fabanod'),
  birth("mae'n ferch ni wedi landio o'r diwedd, 7 pwys"),
  birth('ni yw rhieni balch bachgen bach a anwyd nos Sadwrn'),
  birth("nid priodas sy' gynnon ni ond babi newydd sbon"),
  birth('dwi newydd ddod adre o ward famolaeth efo fy mab'),
  birth("ein trydydd plentyn wedi cyrraedd, be' sy' angen ei gofrestru?"),
  birth('rhoddodd fy ngwraig enedigaeth i efeilliaid yn gynnar bore heddiw'),
  // Losing a job: "y sac", contracts ending, indirect
  job("ges i'r sac fore Llun heb rybudd"),
  job('daeth fy nghontract i ben ddiwedd y mis a does dim gwaith arall'),
  job('ni adnewyddwyd fy nghontract dros dro felly dw i allan o waith'),
  job("mae'r bos wedi gadael i mi fynd ar ôl naw mlynedd"),
  job("cefais fy nhaflu allan o'r gwaith ddoe"),
  job("dw i ar y clwt ar ôl i'r siop gau"),
  job('nid ymddeol ydw i ond wedi fy niswyddo yn 58 oed'),
  job('collodd pawb yn y ffatri eu gwaith, gan gynnwys fi'),
  // Moving home: moving back to Wales, relocating, indirect
  moving("dw i'n symud yn ôl i Gymru o Lundain fis nesa"),
  moving("rydyn ni'n adleoli i Aberystwyth gyda fy ngwaith"),
  moving('dod adre i Sir Fôn i fyw ar ôl ugain mlynedd yn Lloegr'),
  moving('wedi cael tŷ cymdeithas tai newydd, symud i mewn dydd Iau'),
  moving("mae'r fan yn llawn a ni'n gadael yr hen fflat heddiw"),
  moving('newydd setlo yn ein cartref newydd yng Nghaerfyrddin'),
  moving("nid ysgariad ond symud i dŷ llai gyda'r plant"),
  moving('pacio bocsys, mudo i Fangor wythnos nesa'),
  // Bereavement: a baby's death, indirect wording, a death over a birth
  death('mae ein babi wedi marw ychydig ddyddiau ar ôl ei geni'),
  death('collon ni ein mab yn farw-anedig yr wythnos diwethaf'),
  death('fe gollais i fy nain dros y penwythnos'),
  death("mae Dad wedi ein gadael ni'n sydyn neithiwr"),
  death("bu farw fy ngŵr yn yr hosbis ac mae angen trefnu'r angladd"),
  death('nid ysgariad yw e, mae fy mhartner wedi marw'),
  death('dw i angen cofrestru marwolaeth fy mam-gu'),
  death("mae fy mrawd wedi'n gadael ni ar ôl salwch hir"),
  // Getting married: remarrying, civil partnership, indirect
  marriage('ar ôl fy ysgariad dw i am ailbriodi yn yr haf'),
  marriage('priodi am yr ail dro ym mis Mai, beth am fy enw?'),
  marriage("rydyn ni'n ffurfio partneriaeth sifil ym mis Medi"),
  marriage('gofynnodd e i fi ei briodi a dwedais i ie'),
  marriage("ni'n clymu'r cwlwm yn y swyddfa gofrestru fis Awst"),
  marriage('nid babi, ond priodas sydd ar y ffordd i ni'),
  marriage('dw i wedi dyweddïo a ni eisiau rhoi rhybudd o briodas'),
  marriage('ein diwrnod mawr ni ym mis Mehefin, angen newid fy nghyfenw wedyn'),
  // Separating: dissolution, "drosodd", "ddim efo'n gilydd"
  separation('mae ein partneriaeth sifil yn cael ei diddymu'),
  separation("mae'r briodas drosodd ar ôl deuddeg mlynedd"),
  separation("dydyn ni ddim efo'n gilydd ddim mwy, mae o wedi symud allan"),
  separation("rydyn ni'n byw bywydau ar wahân erbyn hyn ac eisiau ysgariad"),
  separation("mae hi wedi mynd i fyw gyda dyn arall ac mae'r berthynas ar ben"),
  separation('dyn ni wedi penderfynu mynd ein ffyrdd ein hunain ar ôl 20 mlynedd o briodas'),
  separation("dw i eisiau dod â'r bartneriaeth sifil i ben yn gyfreithiol"),
  separation("nid symud tŷ ydy hyn, rydyn ni'n gwahanu"),
  // Retiring: the end of a career, after N years
  retiring('gorffen fy swydd olaf ar ôl 42 mlynedd o waith, amser i ymlacio'),
  retiring('dyma ddiwedd fy ngyrfa fel nyrs, dim mwy o shifftiau i fi'),
  retiring("rydw i'n gadael byd gwaith yn 67 oed fis nesa"),
  retiring("ar ôl oes yn dysgu, dw i'n cau pen y mwdwl ar fy ngyrfa"),
  retiring('dw i wedi cyrraedd oed pensiwn ac yn stopio gweithio'),
  retiring('nid colli gwaith, ond fy mhen-blwydd yn 66 a fy niwrnod olaf yn y gwaith'),
  retiring('diwedd fy nghyfnod yn y gwaith ar ôl 35 mlynedd, pryd ga i fy mhensiwn?'),
  retiring("wedi rhoi'r ffidil yn y to ar fy ngyrfa ar ôl 40 mlynedd yn y banc"),
  // Starting a business: a hobby turned business, VAT, self-assessment
  business('dw i wedi dechrau gwerthu fy nghacennau i gwsmeriaid, oes angen cofrestru?'),
  business("mae fy hobi gwau wedi troi'n fusnes bach go iawn"),
  business("sut mae cofrestru ar gyfer hunanasesiad nawr fy mod i'n gweithio i mi fy hun?"),
  business("dw i'n gwerthu canhwyllau ar-lein ac mae'r trosiant bron â chyrraedd trothwy TAW"),
  business('rydw i am droi fy ffotograffiaeth yn fywoliaeth, dechrau fy menter fy hun'),
  business('newydd agor fy nhrelar coffi, sut mae cadw cyfrifon?'),
  business("nid swydd newydd ond fy musnes fy hun o'r diwedd"),
  business("cychwyn menter fach yn trwsio beiciau o'r garej"),
  // Unrelated: other people's events
  unrelated("mae fy nhad yn ymddeol o'r heddlu wythnos nesa"),
  unrelated("mae fy ffrind gorau'n priodi ac rydw i'n gwneud araith"),
  unrelated('mae ein cymydog wedi colli ei swydd yn y ffatri'),
  unrelated('mae fy nghydweithiwr wedi cael babi ddoe, beth ddylen ni ei brynu?'),
  unrelated('mae fy chwaer yn ysgaru ei gŵr, sut alla i ei helpu hi?'),
  unrelated('mae ffrind i mi yn dechrau busnes glanhau'),
  unrelated('mae mam fy ffrind wedi marw, beth ddylwn i ei ysgrifennu mewn cerdyn?'),
  unrelated("mae fy mab yn symud i'r brifysgol ym mis Medi"),
  // Unrelated: animals, plants, things and figures of speech
  unrelated('mae ein ci ni wedi marw ar ôl 14 blynedd'),
  unrelated('mae fy nghoeden afalau wedi marw yn y gaeaf'),
  unrelated("mae'r batri yn fy ffôn wedi marw eto"),
  unrelated("mae'r gêm wedi marw ar ôl yr hanner cyntaf"),
  unrelated("mae'r dafarn leol wedi marw ers y cyfnod clo"),
  unrelated('bu farw fy mhysgodyn aur neithiwr'),
  unrelated('mae fy nghath wedi cael cathod bach yn y cwpwrdd'),
  unrelated('roeddwn i bron â marw o chwerthin'),
  // Unrelated: records, family history, a name change, other requests
  unrelated("dw i'n chwilio am dystysgrif priodas fy hen nain ar gyfer hanes y teulu"),
  unrelated('sut mae dod o hyd i gofnod marwolaeth fy hen daid o 1890?'),
  unrelated("dw i eisiau newid fy enw drwy weithred newid enw, dim byd i'w wneud â phriodi"),
  unrelated('hoffwn gael copi o dystysgrif geni fy nhaid ar gyfer fy achau'),
  unrelated('dw i wedi colli fy ngoriadau a fy waled'),
  unrelated('sut mae symud fy apwyntiad meddyg i ddydd Iau?'),
  unrelated("mae fy swydd yn ddiflas ond mae'n talu'r biliau"),
  unrelated("faint o bensiwn fydda i'n ei gael os dw i'n cynilo mwy?"),
  unrelated('mae angen i mi adnewyddu fy nhrwydded yrru cyn fy mhen-blwydd'),
  unrelated('beth yw oriau agor y ganolfan hamdden?'),
  unrelated("mae'r busnes lle dw i'n gweithio yn brysur iawn dros y Nadolig"),
  unrelated("rydw i'n priodi dau syniad mewn traethawd am hanes Cymru"),
  unrelated('mae gwyliau ysgol yn dechrau dydd Gwener'),
  unrelated("mae'r cyngor wedi symud y biniau i ddydd Mawrth"),
];
