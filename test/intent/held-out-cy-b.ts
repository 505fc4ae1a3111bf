/**
 * A second blind Welsh held-out set (issue 24), written by a writer who had read none of the
 * service's training sentences, templates or other sets, on 2026-11-26. NEVER train on these, never copy
 * them into training data or lexicons, and never describe their contents to anyone improving the
 * classifier: they measure it, nothing else.
 */
import type { WelshHeldOutPhrasing } from './held-out-cy';

export const WELSH_HELD_OUT_B: readonly WelshHeldOutPhrasing[] = [
  // birth-of-a-child
  {
    text: "Dw i newydd gael babi bach ac isio gwbod sut dw i'n ei chofrestru hi",
    expected: 'birth-of-a-child',
    gloss: "I've just had a little baby and want to know how I register her",
  },
  {
    text: 'Ganwyd ein mab ddydd Llun yn Ysbyty Glan Clwyd. Beth sydd angen i ni ei wneud nesaf?',
    expected: 'birth-of-a-child',
    gloss: 'Our son was born on Monday in Glan Clwyd Hospital. What do we need to do next?',
  },
  {
    text: "Mae'r wraig wedi geni efeilliaid neithiwr, be ydan ni fod i neud rŵan?",
    expected: 'birth-of-a-child',
    gloss: 'The wife gave birth to twins last night, what are we supposed to do now?',
  },
  {
    text: 'Sut mae cofrestru genedigaeth yn Abertawe?',
    expected: 'birth-of-a-child',
    gloss: 'How do you register a birth in Swansea?',
  },
  {
    text: "Ma'r babi wedi cyrraedd o'r diwedd! Oes angen i fi lenwi ffurflen am y child benefit?",
    expected: 'birth-of-a-child',
    gloss: 'The baby has finally arrived! Do I need to fill in a form for child benefit?',
  },
  {
    text: "Rydw i'n dad am y tro cyntaf ers wythnos ac yn ansicr pa bapurau sydd eu hangen",
    expected: 'birth-of-a-child',
    gloss: "I've been a dad for the first time for a week and I'm unsure which papers are needed",
  },
  {
    text: "Newydd ddod adra o'r sbyty efo'r bychan, angen tystysgrif geni iddo fo",
    expected: 'birth-of-a-child',
    gloss: 'Just come home from hospital with the little one, need a birth certificate for him',
  },
  {
    text: 'A fedrwch chi ddweud wrtha i faint o amser sydd gen i i gofrestru fy merch newydd-anedig?',
    expected: 'birth-of-a-child',
    gloss: 'Can you tell me how long I have to register my newborn daughter?',
  },
  {
    text: "ges i hogan fach dydd sadwrn, lle dwi'n mynd i roi ei henw hi ar y gofrestr",
    expected: 'birth-of-a-child',
    gloss:
      'I had a little girl on Saturday, where do I go to put her name on the register (no capitals/accents)',
  },
  {
    text: "Mae aelod newydd wedi cyrraedd y teulu. Dydyn ni ddim yn briod – all y ddau ohonon ni fynd i'r swyddfa gofrestru gyda'n gilydd?",
    expected: 'birth-of-a-child',
    gloss:
      "A new member has arrived in the family. We aren't married – can we both go to the register office together?",
  },
  {
    text: "Mae hi'n dair wythnos oed nawr a dyw hi ddim wedi cael ei chofrestru eto, ydw i mewn trwbwl?",
    expected: 'birth-of-a-child',
    gloss: "She's three weeks old now and hasn't been registered yet, am I in trouble?",
  },
  {
    text: "Ges i fabi'n gynnar ac mae e'n dal yn yr uned gofal dwys. Alla i gofrestru'r enedigaeth yn hwyrach?",
    expected: 'birth-of-a-child',
    gloss: "I had a baby early and he's still in intensive care. Can I register the birth later?",
  },
  {
    text: "Helo, dwi newydd ddod yn fam. Pa arian alla i ei hawlio i'r babi?",
    expected: 'birth-of-a-child',
    gloss: 'Hello, I have just become a mum. What money can I claim for the baby?',
  },
  {
    text: "Mab bach wedi'i eni bore ma!! angen gwbod am maternity pay a'r registration",
    expected: 'birth-of-a-child',
    gloss: 'Little son born this morning!! need to know about maternity pay and the registration',
  },
  {
    text: "Cafodd ein hail blentyn ei eni adref gyda'r fydwraig, felly does dim papur o'r ysbyty. Sut mae mynd ati i'w gofrestru?",
    expected: 'birth-of-a-child',
    gloss:
      "Our second child was born at home with the midwife, so there's no paper from the hospital. How do we go about registering him?",
  },

  // losing-a-job
  {
    text: "Dw i wedi colli fy swydd heddiw a dw i ddim yn gwybod sut i dalu'r rhent",
    expected: 'losing-a-job',
    gloss: "I lost my job today and I don't know how to pay the rent",
  },
  {
    text: "Mae'r ffatri'n cau ddiwedd y mis a dw i ymhlith y rhai sy'n cael eu diswyddo",
    expected: 'losing-a-job',
    gloss: "The factory is closing at the end of the month and I'm among those being made redundant",
  },
  {
    text: "Ges i'r sac ddoe am fod yn hwyr gormod o weithiau, be dwi'n neud am bres rŵan?",
    expected: 'losing-a-job',
    gloss: 'I got the sack yesterday for being late too often, what do I do for money now?',
  },
  {
    text: 'Cefais fy niswyddo ar ôl deuddeng mlynedd yn y banc. A oes hawl gennyf i Lwfans Ceisio Gwaith?',
    expected: 'losing-a-job',
    gloss: "I was made redundant after twelve years at the bank. Am I entitled to Jobseeker's Allowance?",
  },
  {
    text: "Maen nhw wedi gadael fi fynd o'r gwaith, dim rheswm, dim byd. Oes help ar gael?",
    expected: 'losing-a-job',
    gloss: "They've let me go from work, no reason, nothing. Is there help available?",
  },
  {
    text: "Dw i'n ddi-waith ers pythefnos ac angen gwneud cais am Gredyd Cynhwysol",
    expected: 'losing-a-job',
    gloss: "I've been unemployed for a fortnight and need to apply for Universal Credit",
  },
  {
    text: 'Redundancy wedi dod trwodd heddi, shwt ma claimo universal credit?',
    expected: 'losing-a-job',
    gloss: 'Redundancy came through today, how do you claim universal credit? (Southern, code-switched)',
  },
  {
    text: "Mae'r cwmni wedi mynd i'r wal a does neb wedi cael cyflog y mis yma. Beth ddylwn i ei wneud?",
    expected: 'losing-a-job',
    gloss: 'The company has gone bust and nobody has been paid this month. What should I do?',
  },
  {
    text: 'Dydw i ddim yn ymddeol – ces i fy niswyddo yn 58 oed a dw i angen dod o hyd i waith arall',
    expected: 'losing-a-job',
    gloss: "I'm not retiring – I was made redundant at 58 and I need to find other work",
  },
  {
    text: 'Mae fy nghontract wedi dod i ben yn sydyn a does dim gwaith arall gen i',
    expected: 'losing-a-job',
    gloss: 'My contract has ended suddenly and I have no other work',
  },
  {
    text: 'collis i job fi yn y siop wthnos dwetha, oes na unrhyw fudd-dal i fi',
    expected: 'losing-a-job',
    gloss: 'I lost my job in the shop last week, is there any benefit for me (colloquial, typos)',
  },
  {
    text: "Wnaeth y bos ddeud bod dim digon o waith i mi ar ôl dydd Gwener. Sut dwi'n mynd i fyw?",
    expected: 'losing-a-job',
    gloss: "The boss said there isn't enough work for me after Friday. How am I going to live?",
  },
  {
    text: 'Diswyddwyd fi gan y cyngor ar ôl yr ailstrwythuro. Hoffwn wybod am fy hawliau a thâl diswyddo.',
    expected: 'losing-a-job',
    gloss:
      'I was made redundant by the council after the restructuring. I would like to know about my rights and redundancy pay.',
  },
  {
    text: 'Ma nhw di terfynu nghyflogaeth i achos salwch, ga i help efo costau byw?',
    expected: 'losing-a-job',
    gloss: "They've terminated my employment because of illness, can I get help with living costs?",
  },
  {
    text: "Ar ôl i'r chwarel gau, rydw i heb waith am y tro cyntaf yn fy mywyd",
    expected: 'losing-a-job',
    gloss: "After the quarry closed, I'm without work for the first time in my life",
  },

  // moving-home
  {
    text: "Dw i'n symud tŷ mis nesa, sut dw i'n newid fy nghyfeiriad?",
    expected: 'moving-home',
    gloss: "I'm moving house next month, how do I change my address?",
  },
  {
    text: 'Rydyn ni wedi prynu tŷ yng Nghaerfyrddin ac yn symud yno ddiwedd Mehefin',
    expected: 'moving-home',
    gloss: "We've bought a house in Carmarthen and are moving there at the end of June",
  },
  {
    text: 'Newydd symud i fflat newydd yn Wrecsam, pwy sydd angen gwybod?',
    expected: 'moving-home',
    gloss: 'Just moved into a new flat in Wrexham, who needs to know?',
  },
  {
    text: "Hoffwn roi gwybod i'r cyngor fy mod wedi newid cyfeiriad",
    expected: 'moving-home',
    gloss: 'I would like to let the council know that I have changed address',
  },
  {
    text: "Dan ni'n gadael Bangor ac yn mynd i fyw at fy chwaer yn y Rhyl",
    expected: 'moving-home',
    gloss: "We're leaving Bangor and going to live with my sister in Rhyl",
  },
  {
    text: "Mae'r allweddi gennym o'r diwedd! Sut mae trosglwyddo'r dreth gyngor i'r tŷ newydd?",
    expected: 'moving-home',
    gloss: 'We finally have the keys! How do we transfer the council tax to the new house?',
  },
  {
    text: "Wedi cael swydd yn Llundain felly dw i'n codi pac a gadael Cymru",
    expected: 'moving-home',
    gloss: "Got a job in London so I'm packing up and leaving Wales",
  },
  {
    text: "Oes rhaid i mi ddiweddaru fy nhrwydded yrru os dw i'n mynd i fyw mewn cyfeiriad arall?",
    expected: 'moving-home',
    gloss: "Do I have to update my driving licence if I'm going to live at a different address?",
  },
  {
    text: "mae'r landlord wedi gwerthu'r ty felly rhaid i ni ffeindio lle newydd i fyw erbyn mis Awst",
    expected: 'moving-home',
    gloss: 'the landlord has sold the house so we have to find a new place to live by August (no accents)',
  },
  {
    text: "Rydw i wedi bod yn byw yng Nghaernarfon ers wythnos bellach; o'r blaen roeddwn yn Aberystwyth. Beth sydd angen ei newid?",
    expected: 'moving-home',
    gloss:
      'I have been living in Caernarfon for a week now; before that I was in Aberystwyth. What needs changing?',
  },
  {
    text: "Symud i mewn dydd Sadwrn i dŷ cyngor newydd, angen trefnu bins a'r dreth",
    expected: 'moving-home',
    gloss: 'Moving in on Saturday to a new council house, need to sort bins and the tax',
  },
  {
    text: "Dyw'r cyfeiriad ar fy mhapurau ddim yn iawn bellach achos dw i wedi gadael Pontypridd a dod i Gaerdydd",
    expected: 'moving-home',
    gloss: "The address on my papers isn't right any more because I've left Pontypridd and come to Cardiff",
  },
  {
    text: "Ni'n moyn symud lawr i Abertawe achos gwaith y gŵr, beth am ysgol y plant a'r GP?",
    expected: 'moving-home',
    gloss:
      "We want to move down to Swansea because of my husband's work, what about the children's school and the GP? (Southern)",
  },
  {
    text: "Rwy'n gwerthu fy nhŷ ac yn prynu bwthyn llai yn Sir Benfro",
    expected: 'moving-home',
    gloss: "I'm selling my house and buying a smaller cottage in Pembrokeshire",
  },
  {
    text: "Dw i'n mynd i fyw efo Mam i edrych ar ei hôl hi, felly dw i'n rhoi'r gorau i'r fflat. Oes angen deud wrth rywun?",
    expected: 'moving-home',
    gloss:
      "I'm going to live with Mum to look after her, so I'm giving up the flat. Do I need to tell anyone?",
  },

  // bereavement
  {
    text: 'Bu farw fy nhad neithiwr yn yr ysbyty. Beth sydd angen i mi ei wneud?',
    expected: 'bereavement',
    gloss: 'My father died last night in hospital. What do I need to do?',
  },
  {
    text: "Dw i wedi colli fy ngŵr ac angen cofrestru'r farwolaeth",
    expected: 'bereavement',
    gloss: 'I have lost my husband and need to register the death',
  },
  {
    text: "Mae Nain wedi marw a fi sy'n trefnu'r angladd",
    expected: 'bereavement',
    gloss: "Nain (grandma, Northern) has died and I'm the one organising the funeral",
  },
  {
    text: 'Collon ni Mam-gu wthnos diwetha, shwt ma cael y dystysgrif marwolaeth?',
    expected: 'bereavement',
    gloss: 'We lost Mam-gu (grandma, Southern) last week, how do you get the death certificate?',
  },
  {
    text: "Mae fy mrawd wedi'n gadael ni'n sydyn iawn, dwi ddim yn gwybod lle i ddechrau",
    expected: 'bereavement',
    gloss: "My brother has left us very suddenly, I don't know where to start (euphemism for death)",
  },
  {
    text: 'Fi yw ysgutor ewyllys fy modryb. Sut mae gwneud cais am brofiant?',
    expected: 'bereavement',
    gloss: "I'm the executor of my aunt's will. How do I apply for probate?",
  },
  {
    text: "Fe gollon ni'n babi yn 30 wythnos. Oes angen cofrestru hyn?",
    expected: 'bereavement',
    gloss: 'We lost our baby at 30 weeks. Does this need to be registered?',
  },
  {
    text: "Mae fy mhartner wedi marw a'r tŷ yn ei enw fo, be sy'n digwydd i'r morgais?",
    expected: 'bereavement',
    gloss: 'My partner has died and the house is in his name, what happens to the mortgage?',
  },
  {
    text: 'Taid wedi pasio bore ma, angen gwbod am tell us once',
    expected: 'bereavement',
    gloss: 'Grandad passed this morning, need to know about Tell Us Once',
  },
  {
    text: 'Hunodd fy mam yn dawel ddydd Sul. Pwy sydd angen i mi roi gwybod iddynt?',
    expected: 'bereavement',
    gloss: 'My mother fell asleep peacefully on Sunday (formal euphemism). Who do I need to inform?',
  },
  {
    text: "Mi fuodd f'ewythr farw a fi ydi'r unig berthynas sy ganddo fo. Pwy sy'n talu am y cynhebrwng?",
    expected: 'bereavement',
    gloss: "My uncle died and I'm the only relative he has. Who pays for the funeral? (Northern)",
  },
  {
    text: 'Dim pen-blwydd hapus eleni – bu farw fy ngwraig y diwrnod cyn ei phen-blwydd. Oes modd hawlio taliad cymorth profedigaeth?',
    expected: 'bereavement',
    gloss:
      'No happy birthday this year – my wife died the day before her birthday. Can I claim Bereavement Support Payment?',
  },
  {
    text: "Ma Dad di marw a dwi angen canslo'i basbort a'i drwydded",
    expected: 'bereavement',
    gloss: "Dad's died and I need to cancel his passport and licence",
  },
  {
    text: "Mae ein mab wedi'i ladd mewn damwain car ac mae'r crwner yn ymwneud â'r achos. Beth sy'n digwydd nesaf?",
    expected: 'bereavement',
    gloss: 'Our son has been killed in a car crash and the coroner is involved. What happens next?',
  },
  {
    text: "Dwi'n weddw ers dydd Mercher ac yn methu meddwl yn glir. Help os gwelwch yn dda",
    expected: 'bereavement',
    gloss: "I've been a widow since Wednesday and can't think clearly. Help please",
  },

  // getting-married
  {
    text: "Dw i'n priodi ym mis Medi, sut mae rhoi hysbysiad o briodas?",
    expected: 'getting-married',
    gloss: "I'm getting married in September, how do I give notice of marriage?",
  },
  {
    text: "Mae nghariad wedi gofyn i mi ei briodi! Beth yw'r cam cyntaf yn gyfreithiol?",
    expected: 'getting-married',
    gloss: 'My partner has asked me to marry him! What is the first legal step?',
  },
  {
    text: 'Dan ni eisiau partneriaeth sifil yn lle priodas. Sut mae trefnu hynny?',
    expected: 'getting-married',
    gloss: 'We want a civil partnership instead of a marriage. How do we arrange that?',
  },
  {
    text: 'Rydym wedi dyweddïo ac yn bwriadu priodi yn y capel lleol y flwyddyn nesaf',
    expected: 'getting-married',
    gloss: 'We are engaged and intend to marry in the local chapel next year',
  },
  {
    text: "Oes angen i ni'n dau fynd i'r swyddfa gofrestru i roi notice cyn y wedding?",
    expected: 'getting-married',
    gloss: 'Do we both need to go to the register office to give notice before the wedding?',
  },
  {
    text: "O Ffrainc mae fy nyweddi'n dod. Oes angen fisa arno fo cyn i ni briodi yng Nghymru?",
    expected: 'getting-married',
    gloss: 'My fiancé is from France. Does he need a visa before we marry in Wales?',
  },
  {
    text: "Rwy'n newid fy nghyfenw ar ôl y briodas ddydd Sadwrn nesaf. Beth sy'n rhaid i mi ei ddiweddaru?",
    expected: 'getting-married',
    gloss: "I'm changing my surname after the wedding next Saturday. What do I have to update?",
  },
  {
    text: "Clymu'r cwlwm yn yr haf! Pa ddogfennau mae'r cofrestrydd eu hangen?",
    expected: 'getting-married',
    gloss: 'Tying the knot in the summer! What documents does the registrar need?',
  },
  {
    text: "Ni'n priodi dramor yng Ngwlad Groeg, fydd y briodas yn ddilys nôl adre?",
    expected: 'getting-married',
    gloss: "We're marrying abroad in Greece, will the marriage be valid back home?",
  },
  {
    text: 'Fi a Siôn am fod yn ŵr a gwraig cyn diwedd y flwyddyn, sut ma bwcio seremoni yn neuadd y dre?',
    expected: 'getting-married',
    gloss:
      'Siôn and I are to be husband and wife before the end of the year, how do you book a ceremony in the town hall?',
  },
  {
    text: "Dau ddyn ydyn ni ac rydyn ni eisiau priodi mewn eglwys. Ydy hynny'n bosib?",
    expected: 'getting-married',
    gloss: "We're two men and we want to marry in a church. Is that possible?",
  },
  {
    text: "Dw i wedi ysgaru ers blynyddoedd a rŵan dw i'n priodi eto. Oes angen dangos y decree absolute?",
    expected: 'getting-married',
    gloss:
      "I've been divorced for years and now I'm getting married again. Do I need to show the decree absolute?",
  },
  {
    text: "Sut dw i'n cael copi o'r dystysgrif briodas ar ôl y seremoni wythnos nesa?",
    expected: 'getting-married',
    gloss: 'How do I get a copy of the marriage certificate after the ceremony next week?',
  },
  {
    text: "Ma'n partner a fi isie newid ein partneriaeth sifil i fod yn briodas, shwt ma neud hynny?",
    expected: 'getting-married',
    gloss:
      'My partner and I want to change our civil partnership into a marriage, how do you do that? (Southern)',
  },
  {
    text: "priodi yn swyddfa gofrestru Dolgellau 12 Ebrill, ydi hi'n rhy hwyr i roi rhybudd?",
    expected: 'getting-married',
    gloss: 'marrying at Dolgellau register office on 12 April, is it too late to give notice?',
  },

  // separating
  {
    text: "Dw i a'r gŵr wedi penderfynu gwahanu. Beth am y plant?",
    expected: 'separating',
    gloss: 'My husband and I have decided to separate. What about the children?',
  },
  {
    text: 'Sut mae gwneud cais am ysgariad ar-lein?',
    expected: 'separating',
    gloss: 'How do I apply for a divorce online?',
  },
  {
    text: "Mae fy ngwraig wedi fy ngadael ac wedi mynd â'r plant. Dw i angen cyngor am gynhaliaeth plant",
    expected: 'separating',
    gloss: 'My wife has left me and taken the children. I need advice about child maintenance',
  },
  {
    text: 'Rydym am ddiddymu ein partneriaeth sifil. Ble mae dechrau?',
    expected: 'separating',
    gloss: 'We want to dissolve our civil partnership. Where do we start?',
  },
  {
    text: "Mae'r briodas ar ben. Dyn ni ddim wedi byw gyda'n gilydd ers chwe mis",
    expected: 'separating',
    gloss: "The marriage is over. We haven't lived together for six months",
  },
  {
    text: 'Dw i isio divorce ond sgin i ddim pres i dalu cyfreithiwr',
    expected: 'separating',
    gloss: "I want a divorce but I haven't got money to pay a solicitor (Northern)",
  },
  {
    text: 'Mae fy mhartner a finnau wedi gwahanu ac mae angen i mi hawlio budd-daliadau fel rhiant sengl',
    expected: 'separating',
    gloss: 'My partner and I have split up and I need to claim benefits as a single parent',
  },
  {
    text: "Ar ôl ugain mlynedd o briodas rydyn ni'n mynd ein ffyrdd ein hunain. Sut mae rhannu'r pensiwn a'r tŷ?",
    expected: 'separating',
    gloss:
      "After twenty years of marriage we're going our own ways. How do we split the pension and the house?",
  },
  {
    text: "Mae'r gŵr wedi symud allan ar ôl i ni chwalu ac mae'r tŷ yn fy enw i. Ydw i'n cael gostyngiad person sengl?",
    expected: 'separating',
    gloss:
      'My husband has moved out after we broke up and the house is in my name. Do I get the single person discount?',
  },
  {
    text: 'Dyw fy ngŵr ddim wedi marw, mae e wedi ngadael i am rywun arall. Beth yw fy hawliau?',
    expected: 'separating',
    gloss: "My husband hasn't died, he's left me for someone else. What are my rights?",
  },
  {
    text: "ysgariad - pa mor hir mae'n cymryd a faint mae'n gostio?",
    expected: 'separating',
    gloss: 'divorce - how long does it take and how much does it cost?',
  },
  {
    text: "Dan ni wedi gwahanu ond yn dal i fyw dan yr unto. Ydi hynny'n cyfri?",
    expected: 'separating',
    gloss: "We've separated but still live under the same roof. Does that count?",
  },
  {
    text: 'Mae fy ngwraig eisiau ysgariad a dw i ddim. Oes rhaid i mi arwyddo?',
    expected: 'separating',
    gloss: "My wife wants a divorce and I don't. Do I have to sign?",
  },
  {
    text: "Wedi torri fyny efo nghariad ar ôl 8 mlynedd a ma gynnon ni fabi. Pwy sy'n cael y child benefit rŵan?",
    expected: 'separating',
    gloss: 'Broke up with my partner after 8 years and we have a baby. Who gets the child benefit now?',
  },
  {
    text: 'Rwyf wedi derbyn papurau ysgaru gan fy ngŵr. Sut mae ymateb iddynt?',
    expected: 'separating',
    gloss: 'I have received divorce papers from my husband. How do I respond to them?',
  },

  // retiring
  {
    text: "Dw i'n ymddeol mis nesaf, sut ydw i'n hawlio Pensiwn y Wladwriaeth?",
    expected: 'retiring',
    gloss: "I'm retiring next month, how do I claim the State Pension?",
  },
  {
    text: "Byddaf yn 66 ym mis Mai ac yn rhoi'r gorau i weithio bryd hynny",
    expected: 'retiring',
    gloss: 'I will be 66 in May and will stop working then',
  },
  {
    text: "Ar ôl 40 mlynedd yn dysgu, dw i'n gorffen yn yr ysgol ddiwedd y tymor. Beth sydd angen i mi ei wneud am fy mhensiwn?",
    expected: 'retiring',
    gloss:
      "After 40 years teaching, I'm finishing at the school at the end of term. What do I need to do about my pension?",
  },
  {
    text: 'Pryd ga i bensiwn y wlad? Dw i isio stopio gweithio',
    expected: 'retiring',
    gloss: 'When do I get the state pension? I want to stop working',
  },
  {
    text: "Mae'r gwr yn retirio wthnos nesa, oes angen iddo fe lenwi ffurflen?",
    expected: 'retiring',
    gloss: 'My husband is retiring next week, does he need to fill in a form? (code-switched, no accent)',
  },
  {
    text: "Dw i'n cyrraedd oed pensiwn fis Hydref ac yn bwriadu rhoi'r gorau i'r gwaith yn llwyr",
    expected: 'retiring',
    gloss: 'I reach pension age in October and plan to give up work completely',
  },
  {
    text: "Dydw i ddim wedi colli fy swydd, dw i wedi dewis gadael am fy mod i'n 67. Sut mae dechrau cael y pensiwn?",
    expected: 'retiring',
    gloss: "I haven't lost my job, I've chosen to leave because I'm 67. How do I start getting the pension?",
  },
  {
    text: "Dim mwy o shifftiau nos i mi! Dw i'n ymddeol o'r GIG yn yr haf",
    expected: 'retiring',
    gloss: "No more night shifts for me! I'm retiring from the NHS in the summer",
  },
  {
    text: "Ydw i'n gallu gohirio fy Mhensiwn y Wladwriaeth os dw i'n dal i weithio ychydig oriau?",
    expected: 'retiring',
    gloss: 'Can I defer my State Pension if I still work a few hours?',
  },
  {
    text: "Ffermwr ydw i a dw i'n trosglwyddo'r fferm i'r mab er mwyn i mi gael ymddeol",
    expected: 'retiring',
    gloss: "I'm a farmer and I'm handing the farm over to my son so that I can retire",
  },
  {
    text: "Llythyr wedi dod am bensiwn y wladwriaeth, dw i'n 66 flwyddyn nesa. Sut dw i'n ei hawlio?",
    expected: 'retiring',
    gloss: "A letter has come about the state pension, I'm 66 next year. How do I claim it?",
  },
  {
    text: 'Mae fy nyddiau gwaith yn dod i ben ar ôl 45 mlynedd ar y rheilffordd. Pa help sydd i bensiynwyr newydd?',
    expected: 'retiring',
    gloss:
      'My working days are coming to an end after 45 years on the railway. What help is there for new pensioners?',
  },
  {
    text: "ymddeol yn gynnar yn 60 oherwydd fy iechyd, ydw i'n cael unrhyw beth cyn oed pensiwn?",
    expected: 'retiring',
    gloss: 'retiring early at 60 because of my health, do I get anything before pension age?',
  },
  {
    text: 'Dw i wedi cyrraedd oed pensiwn ac wedi gorffen yn y swyddfa ddydd Gwener am y tro olaf. Be nesa?',
    expected: 'retiring',
    gloss: "I've reached pension age and finished at the office on Friday for the last time. What next?",
  },
  {
    text: "Rwy'n cau fy musnes plymio ac yn byw ar fy mhensiwn o fis Ebrill ymlaen",
    expected: 'retiring',
    gloss: "I'm closing my plumbing business and living on my pension from April onwards",
  },

  // starting-a-business
  {
    text: 'Dw i isio dechrau busnes bach yn gwerthu cacennau o adra',
    expected: 'starting-a-business',
    gloss: 'I want to start a small business selling cakes from home',
  },
  {
    text: 'Sut mae cofrestru fel hunangyflogedig gyda CThEF?',
    expected: 'starting-a-business',
    gloss: 'How do I register as self-employed with HMRC?',
  },
  {
    text: "Rydw i'n sefydlu cwmni cyfyngedig gyda ffrind. Beth yw'r camau?",
    expected: 'starting-a-business',
    gloss: "I'm setting up a limited company with a friend. What are the steps?",
  },
  {
    text: "Dw i'n mynd yn freelancer fel dylunydd graffeg o fis nesa ymlaen",
    expected: 'starting-a-business',
    gloss: "I'm going freelance as a graphic designer from next month",
  },
  {
    text: 'Agor caffi yn Llandudno yn y gwanwyn, oes angen trwydded gan y cyngor?',
    expected: 'starting-a-business',
    gloss: 'Opening a café in Llandudno in the spring, do I need a licence from the council?',
  },
  {
    text: 'Dw i am fod yn fos arna i fy hun o hyn ymlaen – trydanwr ydw i',
    expected: 'starting-a-business',
    gloss: "I'm going to be my own boss from now on – I'm an electrician",
  },
  {
    text: 'Ar ôl gadael y fyddin dw i eisiau cychwyn fy nghwmni garddio fy hun',
    expected: 'starting-a-business',
    gloss: 'After leaving the army I want to start my own gardening company',
  },
  {
    text: 'Shwt ma cael grant i ddechre busnes yng Nghymru?',
    expected: 'starting-a-business',
    gloss: 'How do you get a grant to start a business in Wales? (Southern)',
  },
  {
    text: "Dw i wedi bod yn gwerthu gemwaith ar Etsy fel hobi ond mae'n troi'n fusnes go iawn. Oes rhaid i mi ddweud wrth y taxman?",
    expected: 'starting-a-business',
    gloss:
      "I've been selling jewellery on Etsy as a hobby but it's turning into a real business. Do I have to tell the taxman?",
  },
  {
    text: 'Nid chwilio am swydd ydw i – dw i am greu fy swydd fy hun a mynd yn hunangyflogedig',
    expected: 'starting-a-business',
    gloss: "I'm not looking for a job – I want to create my own job and go self-employed",
  },
  {
    text: "Dw i a'r wraig yn prynu siop y pentre ac yn mynd i'w rhedeg hi ein hunain",
    expected: 'starting-a-business',
    gloss: 'The wife and I are buying the village shop and going to run it ourselves',
  },
  {
    text: 'Oes angen i mi gofrestru ar gyfer TAW wrth gychwyn menter fach?',
    expected: 'starting-a-business',
    gloss: 'Do I need to register for VAT when starting a small enterprise?',
  },
  {
    text: "cychwyn busnes glanhau ffenestri, lle dwi'n cofrestru?",
    expected: 'starting-a-business',
    gloss: 'starting a window cleaning business, where do I register?',
  },
  {
    text: "Rwy'n ystyried gweithio i mi fy hun fel gwarchodwr plant yn fy nghartref",
    expected: 'starting-a-business',
    gloss: 'I am considering working for myself as a childminder in my home',
  },
  {
    text: "Sole trader neu gwmni? Dwi'n dechra gweithio ar ben fy hun fel plymar a ddim yn siŵr pa un",
    expected: 'starting-a-business',
    gloss: "Sole trader or company? I'm starting to work on my own as a plumber and not sure which",
  },

  // unrelated (null)
  {
    text: 'Mae fy mhasbort yn dod i ben mis nesa, sut mae ei adnewyddu?',
    expected: null,
    gloss: 'My passport expires next month, how do I renew it?',
  },
  {
    text: "Pryd mae'r bins ailgylchu yn cael eu casglu ar ein stryd ni?",
    expected: null,
    gloss: 'When are the recycling bins collected on our street?',
  },
  {
    text: "Mae'r ci wedi marw ddoe. Ydi'r cyngor yn gallu ein helpu i'w gladdu?",
    expected: null,
    gloss: 'The dog died yesterday. Can the council help us bury him?',
  },
  {
    text: "Mae fy mhlanhigion tomato i gyd wedi marw, be wnes i'n anghywir?",
    expected: null,
    gloss: 'My tomato plants have all died, what did I do wrong?',
  },
  {
    text: "Mae fy ffôn wedi marw a dw i methu mewngofnodi i'r porth",
    expected: null,
    gloss: "My phone has died and I can't log in to the portal",
  },
  {
    text: 'Dw i eisiau gwybod faint o arian sydd yn fy mhot pensiwn gweithle',
    expected: null,
    gloss: 'I want to know how much money is in my workplace pension pot',
  },
  {
    text: "Mae hi'n ben-blwydd arna i'n 60 heddiw, ydw i'n cael tocyn bws am ddim rŵan?",
    expected: null,
    gloss: "It's my 60th birthday today, do I get a free bus pass now?",
  },
  {
    text: "Dw i'n trefnu parti ymddeol i gydweithiwr, oes angen trwydded i werthu alcohol yn neuadd y pentref?",
    expected: null,
    gloss:
      "I'm organising a retirement party for a colleague, do I need a licence to sell alcohol in the village hall?",
  },
  {
    text: "Dw i'n ymchwilio i hanes y teulu ac isio copi o dystysgrif geni fy hen daid o 1890",
    expected: null,
    gloss:
      "I'm researching family history and want a copy of my great-grandfather's birth certificate from 1890",
  },
  {
    text: 'Clywais fod merch drws nesa wedi priodi yn Sbaen. Neis iawn!',
    expected: null,
    gloss: 'I heard the girl next door got married in Spain. Very nice!',
  },
  {
    text: "Sut mae gwneud apwyntiad gyda'r meddyg teulu?",
    expected: null,
    gloss: 'How do I make an appointment with the GP?',
  },
  {
    text: "Mae twll mawr yn y ffordd tu allan i'n tŷ ni ers misoedd a neb wedi'i drwsio",
    expected: null,
    gloss: "There's been a big hole in the road outside our house for months and nobody has fixed it",
  },
  {
    text: "Ydi hi'n mynd i fwrw glaw yng Nghaerdydd fory?",
    expected: null,
    gloss: 'Is it going to rain in Cardiff tomorrow?',
  },
  {
    text: 'Pam mae fy mil treth gyngor yn uwch eleni?',
    expected: null,
    gloss: 'Why is my council tax bill higher this year?',
  },
  {
    text: "Dw i angen adnewyddu fy nhrwydded yrru achos mae'r llun yn hen",
    expected: null,
    gloss: 'I need to renew my driving licence because the photo is old',
  },
  {
    text: "Sut dw i'n gwneud cais am le i'r mab yn yr ysgol uwchradd?",
    expected: null,
    gloss: 'How do I apply for a place for my son at the secondary school?',
  },
  {
    text: 'Mae fy llyfrau llyfrgell yn hwyr, oes dirwy?',
    expected: null,
    gloss: 'My library books are overdue, is there a fine?',
  },
  {
    text: 'Ble alla i barcio am ddim yng nghanol Aberystwyth?',
    expected: null,
    gloss: 'Where can I park for free in the centre of Aberystwyth?',
  },
  {
    text: 'Darllenais yn y papur fod cannoedd wedi colli eu swyddi yn y gwaith dur. Ofnadwy.',
    expected: null,
    gloss: 'I read in the paper that hundreds have lost their jobs at the steelworks. Terrible.',
  },
  {
    text: 'Gwelais ar y newyddion fod actor enwog wedi marw. Trist iawn.',
    expected: null,
    gloss: 'I saw on the news that a famous actor has died. Very sad.',
  },
  {
    text: "Dw i'n symud y dodrefn o gwmpas ac isio cael gwared ar hen wardrob. Ydi'r cyngor yn casglu eitemau mawr?",
    expected: null,
    gloss:
      "I'm moving the furniture around and want to get rid of an old wardrobe. Does the council collect bulky items?",
  },
  {
    text: 'Cwyn: roedd y dyn wrth y ddesg yn anghwrtais iawn efo fi ddoe',
    expected: null,
    gloss: 'Complaint: the man at the desk was very rude to me yesterday',
  },
  {
    text: "Mae'r gath wedi cael cathod bach! Oes angen eu cofrestru nhw?",
    expected: null,
    gloss: 'The cat has had kittens! Do they need registering?',
  },
  {
    text: 'Faint o wyliau blynyddol sydd gen i hawl iddynt yn fy swydd newydd?',
    expected: null,
    gloss: 'How much annual leave am I entitled to in my new job?',
  },
  {
    text: "Ges i ddirwy parcio yn annheg, sut dw i'n apelio?",
    expected: null,
    gloss: 'I got a parking fine unfairly, how do I appeal?',
  },
  {
    text: "Ydi'r pwll nofio lleol ar agor dros y Nadolig?",
    expected: null,
    gloss: 'Is the local swimming pool open over Christmas?',
  },
  {
    text: 'Sut mae cyfuno dau hen bot pensiwn o swyddi blaenorol?',
    expected: null,
    gloss: 'How do I combine two old pension pots from previous jobs?',
  },
  {
    text: "Roedd priodas fy nghefnder yn fendigedig ddydd Sadwrn, diolch i'r staff yn y castell",
    expected: null,
    gloss: "My cousin's wedding was wonderful on Saturday, thanks to the staff at the castle",
  },
  {
    text: 'Dw i ddim yn symud tŷ, dim ond isio gwybod ym mha fand treth gyngor mae fy nhŷ i',
    expected: null,
    gloss: "I'm not moving house, I just want to know which council tax band my house is in",
  },
  {
    text: "Mae batri'r car wedi marw ar yr A55, oes rhywun yn gallu helpu?",
    expected: null,
    gloss: 'The car battery has died on the A55, can anyone help?',
  },
  {
    text: "Sut dw i'n cofrestru i bleidleisio yn yr etholiad nesa?",
    expected: null,
    gloss: 'How do I register to vote in the next election?',
  },
  {
    text: "Mae'r mab yn 17 ac isio dechrau gwersi gyrru, sut mae cael trwydded dros dro?",
    expected: null,
    gloss: 'My son is 17 and wants to start driving lessons, how do you get a provisional licence?',
  },
  {
    text: "Ydi hi'n bosib cael bathodyn glas i nhad sy'n anabl?",
    expected: null,
    gloss: 'Is it possible to get a blue badge for my disabled father?',
  },
  {
    text: "Mae fy rhieni'n dathlu hanner can mlynedd o briodas, ydi'r Brenin yn anfon cerdyn?",
    expected: null,
    gloss: 'My parents are celebrating fifty years of marriage, does the King send a card?',
  },
  {
    text: "Mae rhywun wedi dwyn y blodau oddi ar fedd Mam yn y fynwent eto. Pwy sy'n gyfrifol am ddiogelwch yno?",
    expected: null,
    gloss:
      "Someone has stolen the flowers off Mum's grave in the cemetery again. Who is responsible for security there?",
  },
  {
    text: 'Oes gennych chi wybodaeth am ddosbarthiadau Cymraeg i oedolion yn yr ardal?',
    expected: null,
    gloss: 'Do you have information about Welsh classes for adults in the area?',
  },
  {
    text: "Mae llygod mawr yn yr ardd gefn, ydi'r cyngor yn delio efo hyn?",
    expected: null,
    gloss: 'There are rats in the back garden, does the council deal with this?',
  },
  {
    text: "Mae'r ferch yn dechrau yn y brifysgol ym mis Medi, sut mae gwneud cais am fenthyciad myfyriwr?",
    expected: null,
    gloss: 'My daughter starts university in September, how do we apply for a student loan?',
  },
  {
    text: "Ydi'n bosib cael copi newydd o nhystysgrif geni i? Dw i wedi colli'r un wreiddiol",
    expected: null,
    gloss: "Is it possible to get a new copy of my own birth certificate? I've lost the original",
  },
  {
    text: "Mae'r golau stryd tu allan wedi torri ers wythnos",
    expected: null,
    gloss: 'The street light outside has been broken for a week',
  },
];
