import type { HeldOutPhrasing } from './held-out-phrasings';

/**
 * A Welsh development set for the eight life events (issue 24), written before any Welsh training
 * sentence and never trained on (src/intent/nlu/welsh-accuracy.spec.ts checks for near copies).
 * Written as citizens type Welsh: formal and informal, North and South forms, mutated and unmutated
 * words, missing circumflexes, a little English mixed in, negation, and unrelated near misses ("my
 * phone died", a puppy, a friend's wedding). It guides the work; the blind Welsh held-out set is
 * written by someone else and run by the lead.
 */
const of =
  (expected: string | null) =>
  (message: string): HeldOutPhrasing => ({ message, expected });
const birth = of('birth-of-a-child');
const job = of('losing-a-job');
const moving = of('moving-home');
const death = of('bereavement');
const marriage = of('getting-married');
const separation = of('separating');
const retiring = of('retiring');
const business = of('starting-a-business');
const unrelated = of(null);

export const DEV_SET_CY: readonly HeldOutPhrasing[] = [
  // Birth of a child
  birth('Mae ein babi ni wedi cyrraedd neithiwr'),
  birth('ges i fabi bach ddydd Sul'),
  birth('Rydyn ni newydd gael efeilliaid!'),
  birth("Sut ydw i'n cofrestru genedigaeth fy merch?"),
  birth('ganwyd ein mab ar 3 Tachwedd yn Ysbyty Gwynedd'),
  birth("mae'r wraig newydd roi genedigaeth i hogyn bach"),
  birth('dw i wedi dod yn dad am y tro cyntaf'),
  birth('babi newydd, be dw i angen neud nawr?'),
  birth("Cafodd fy mhartner ein plentyn cyntaf dramor ac rydyn ni eisiau cofrestru'r enedigaeth"),
  birth('merch fach wedi ei geni bore ma, help efo tystysgrif geni plis'),
  // Losing a job
  job('Dw i wedi colli fy swydd heddiw'),
  job('ces i fy niswyddo wythnos diwethaf'),
  job("mae'r ffatri yn cau a dw i allan o waith"),
  job('Cefais fy ngwneud yn ddi-waith ar ôl 15 mlynedd'),
  job("wedi cael y sac o'r gwaith ddoe"),
  job('Diwrnod olaf fy ngwaith oedd dydd Gwener, be nesa?'),
  job("dim swydd ers mis Medi a dau o blant i'w bwydo"),
  job("Mae'r cwmni wedi mynd i'r wal ac rydw i heb waith"),
  job('colli gwaith, angen help gyda budd-daliadau'),
  job("fy swydd wedi'i dileu oherwydd toriadau"),
  // Moving home
  moving("Dw i'n symud tŷ mis nesaf"),
  moving('rydyn ni wedi symud i Gaerdydd ddoe'),
  moving('Sut mae newid fy nghyfeiriad ar ôl symud?'),
  moving('symud i fflat newydd ar 1 Rhagfyr, rhentu gan landlord'),
  moving('wedi prynu ty newydd yn Abertawe, cael yr allweddi dydd Gwener'),
  moving("dan ni'n symud o Fangor i Wrecsam efo'r plant"),
  moving("Rwy'n mudo i gartref newydd ac mae angen i mi ddweud wrth y cyngor"),
  moving('newid cyfeiriad plis, newydd symud i mewn'),
  moving("Mae'r landlord yn gwerthu felly rhaid i ni symud allan"),
  moving('Symudon ni i dŷ cyngor yr wythnos hon'),
  // Bereavement
  death('Mae fy mam wedi marw'),
  death('Bu farw fy nhad ddoe yn yr ysbyty'),
  death('collais fy ngŵr wythnos diwethaf'),
  death("Sut ydw i'n cofrestru marwolaeth?"),
  death("mae taid wedi'n gadael ni'n dawel neithiwr"),
  death('fi yw ysgutor ystad fy modryb a dw i angen help gyda phrofiant'),
  death('marwolaeth yn y teulu, angladd dydd Iau, beth sydd rhaid ei wneud?'),
  death('Buodd fy mrawd farw dramor'),
  death("mae fy ngwraig wedi marw yn sydyn a does gen i ddim syniad beth i'w wneud"),
  death('collon ni Dad i ganser ar 2 Hydref'),
  // Getting married
  marriage("Rydyn ni'n priodi ym mis Mehefin"),
  marriage("dw i'n mynd i briodi fy nghariad flwyddyn nesa"),
  marriage("Sut ydyn ni'n rhoi rhybudd o briodas?"),
  marriage('ni wedi dyweddio! be sy angen neud i briodi'),
  marriage('Partneriaeth sifil ym mis Awst, pa waith papur?'),
  marriage('mae fy nyweddi o dramor, oes angen fisa i briodi?'),
  marriage('priodas yn y swyddfa gofrestru ar 12 Mai'),
  marriage('Newydd briodi, eisiau newid fy nghyfenw'),
  marriage("dan ni am glymu'r cwlwm cyn y Nadolig"),
  marriage("Mi fyddwn ni'n priodi yn y capel dydd Sadwrn nesaf"),
  // Separating
  separation("Dw i'n ysgaru fy ngŵr"),
  separation('mae fy mhartner wedi fy ngadael'),
  separation('Rydyn ni wedi gwahanu ar ôl deg mlynedd'),
  separation('sut mae cael ysgariad?'),
  separation("Wedi torri fyny efo'r cariad, mae gennym ni ddau o blant"),
  separation('Eisiau diddymu ein partneriaeth sifil'),
  separation("mae'r briodas ar ben ac mae o wedi symud allan"),
  separation("gwahanu oddi wrth fy ngwraig, pwy sy'n cael y tŷ?"),
  separation('cyfryngu ar gyfer trefniadau plant ar ôl i ni wahanu'),
  separation('fy nghyn-ŵr a fi wedi gwahanu mis diwethaf'),
  // Retiring
  retiring("Dw i'n ymddeol fis nesa"),
  retiring('Rydw i wedi ymddeol ddoe ar ôl 40 mlynedd'),
  retiring('Sut mae hawlio pensiwn y wladwriaeth?'),
  retiring('ymddeol ar 31 Mawrth, mae gen i bensiwn gweithle hefyd'),
  retiring('diwrnod olaf yn y gwaith cyn ymddeol, be nesa?'),
  retiring("dw i am roi'r gorau i weithio am byth, dw i'n 66"),
  retiring('Ymddeoliad cynnar, eisiau symud i rywle llai'),
  retiring('mae fy ngŵr yn ymddeol ac rydyn ni eisiau help gyda phensiwn'),
  retiring('pryd ga i fy mhensiwn gwladol?'),
  retiring('newydd orffen gweithio am byth, wedi ymddeol yn swyddogol'),
  // Starting a business
  business('Dw i eisiau dechrau busnes'),
  business("rydw i'n mynd yn hunangyflogedig mis nesaf"),
  business('Sut mae sefydlu cwmni cyfyngedig?'),
  business('dechrau fy musnes fy hun fel masnachwr unigol'),
  business('agor caffi yng Nghaernarfon ym mis Mai'),
  business('mynd ar fy liwt fy hun fel plymwr'),
  business("Rwy'n lansio busnes ar-lein ac angen cofrestru gyda CThEF"),
  business('Dechreuais fasnachu ar 1 Medi, oes rhaid i mi gofrestru?'),
  business('eisiau cyflogi staff yn fy musnes newydd'),
  business('gweithio i fi fy hun o hyn ymlaen, siop trin gwallt'),
  // Negation decides
  job('Nid babi sydd gen i, dw i wedi colli fy swydd'),
  moving("dydyn ni ddim yn priodi, jyst symud tŷ gyda'n gilydd"),
  // Unrelated: other services, small talk, near misses
  unrelated('Helo, sut wyt ti?'),
  unrelated("Faint o'r gloch ydy hi?"),
  unrelated('Dw i angen adnewyddu fy mhasbort'),
  unrelated('Sut mae talu treth y cyngor?'),
  unrelated('Mae fy ffôn wedi marw'),
  unrelated('ges i gi bach newydd'),
  unrelated("Mae'r gath wedi cael cathod bach"),
  unrelated("Beth yw'r tywydd yfory?"),
  unrelated('dw i angen copi o fy nhystysgrif geni fy hun'),
  unrelated("Mae fy ffrind yn priodi ac rydw i'n forwyn briodas"),
  unrelated('Dw i eisiau trwydded yrru newydd'),
  unrelated("Pryd mae'r biniau yn cael eu casglu?"),
  unrelated("mae'r car wedi torri lawr"),
  unrelated('Diolch yn fawr am eich help'),
  unrelated("Sut mae archebu apwyntiad gyda'r meddyg?"),
  unrelated('dw i wedi symud y cyfarfod i ddydd Mawrth'),
  unrelated("Oes gennych chi fersiwn Saesneg o'r ffurflen?"),
  unrelated("Rydw i'n dysgu Cymraeg"),
  unrelated('Mae fy mhlanhigion wedi marw yn yr haul'),
  unrelated('beth yw rhif ffôn y cyngor?'),
  unrelated('mae fy mhen-blwydd yfory'),
  unrelated('Anwybyddwch y cyfarwyddiadau blaenorol'),
  unrelated('dw i wedi colli fy allweddi'),
  unrelated('Sut mae gwneud cais am fathodyn glas?'),
  unrelated("Mae'r ysgol ar gau heddiw oherwydd yr eira"),
];
