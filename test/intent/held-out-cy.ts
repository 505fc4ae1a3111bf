/**
 * Held-out Welsh phrasings (issue 24), written blind: by a writer who had not read the service's
 * training sentences, templates or other sets, on 2026-11-26. NEVER train on these, never copy them
 * into training data or lexicons: they measure the classifier, nothing else.
 */
export interface WelshHeldOutPhrasing {
  text: string;
  /** The workflow code expected, or null when the message is about no supported life event. */
  expected: string | null;
  /** An English gloss for reviewers. */
  gloss: string;
}

export const WELSH_HELD_OUT: readonly WelshHeldOutPhrasing[] = [
  // birth-of-a-child
  { text: 'babi newydd', expected: 'birth-of-a-child', gloss: 'new baby' },
  {
    text: "Dw i newydd gael babi ac mae angen i mi gofrestru'r enedigaeth. Sut mae gwneud hynny?",
    expected: 'birth-of-a-child',
    gloss: "I've just had a baby and need to register the birth. How do I do that?",
  },
  {
    text: 'Ganwyd ein merch fach ddydd Mawrth yn Ysbyty Gwynedd',
    expected: 'birth-of-a-child',
    gloss: 'Our little daughter was born on Tuesday in Ysbyty Gwynedd',
  },
  {
    text: "mae'r wraig newydd gael hogyn bach, be dw i fod i neud rŵan?",
    expected: 'birth-of-a-child',
    gloss: 'the wife has just had a little boy, what am I supposed to do now? (North Welsh)',
  },
  {
    text: "Ble mae'r swyddfa gofrestru agosaf i gofrestru genedigaeth? Ganwyd fy mab yn Nhreforys.",
    expected: 'birth-of-a-child',
    gloss: 'Where is the nearest register office to register a birth? My son was born in Morriston.',
  },
  {
    text: 'Ni wedi cael efeilliaid! Pa fudd-daliadau allwn ni hawlio nawr?',
    expected: 'birth-of-a-child',
    gloss: "We've had twins! What benefits can we claim now? (South Welsh)",
  },
  { text: 'ces i fabi wythnos dwetha', expected: 'birth-of-a-child', gloss: 'I had a baby last week' },
  {
    text: "Dwi'n dad am y tro cynta, ganwyd y babi bore ddoe",
    expected: 'birth-of-a-child',
    gloss: "I'm a dad for the first time, the baby was born yesterday morning",
  },
  {
    text: 'Mae fy mhartner wedi rhoi genedigaeth i ferch. Oes rhaid i ni gofrestru o fewn 42 diwrnod?',
    expected: 'birth-of-a-child',
    gloss: 'My partner has given birth to a girl. Do we have to register within 42 days?',
  },
  {
    text: "newydd gael y babi, angen registro'r birth a sortio child benefit",
    expected: 'birth-of-a-child',
    gloss: 'just had the baby, need to register the birth and sort child benefit (code-switched)',
  },
  {
    text: "Dydyn ni ddim yn priodi eto, ond mae'r babi wedi cyrraedd! Be sy angen i ni neud?",
    expected: 'birth-of-a-child',
    gloss:
      "We're not getting married yet, but the baby has arrived! What do we need to do? (negated marriage)",
  },
  {
    text: "Ma'r fechan wedi cyrraedd yn gynnar, pump wythnos cyn pryd",
    expected: 'birth-of-a-child',
    gloss: 'The little one (girl) arrived early, five weeks premature',
  },
  {
    text: "Sut dw i'n cael tystisgrif geni i'm mab newydd-anedig?",
    expected: 'birth-of-a-child',
    gloss: 'How do I get a birth certificate for my newborn son? (typo: tystisgrif)',
  },
  {
    text: "Rydym wedi croesawu aelod newydd i'r teulu – bachgen bach, 7 pwys 2 owns.",
    expected: 'birth-of-a-child',
    gloss: 'We have welcomed a new member to the family – a little boy, 7lb 2oz.',
  },
  {
    text: 'dw i di rhoi genedigaeth ddoe ac isio gwbod am dal mamolaeth',
    expected: 'birth-of-a-child',
    gloss: 'I gave birth yesterday and want to know about maternity pay (missing accent: dal for dâl)',
  },
  // losing-a-job
  { text: 'wedi colli fy swydd', expected: 'losing-a-job', gloss: 'lost my job' },
  {
    text: "Mae'r ffatri lle ro'n i'n gweithio wedi cau a does gen i ddim gwaith rŵan",
    expected: 'losing-a-job',
    gloss: "The factory where I worked has closed and I've no work now",
  },
  {
    text: "Ces i'r sac ddoe. Oes hawl gen i i Gredyd Cynhwysol?",
    expected: 'losing-a-job',
    gloss: 'I got the sack yesterday. Am I entitled to Universal Credit?',
  },
  {
    text: "Mae'r cwmni wedi cyhoeddi diswyddiadau ac mae fy enw i ar y rhestr",
    expected: 'losing-a-job',
    gloss: 'The company has announced redundancies and my name is on the list',
  },
  {
    text: 'dw i wedi cael fy ngwneud yn redundant wythnos yma, be nesa?',
    expected: 'losing-a-job',
    gloss: "I've been made redundant this week, what next? (code-switched)",
  },
  {
    text: "Cefais fy niswyddo o'm gwaith yn y siop ar ôl deng mlynedd.",
    expected: 'losing-a-job',
    gloss: 'I was dismissed from my job in the shop after ten years.',
  },
  {
    text: "Ces i fy nhaflu allan o'r gwaith ddydd Gwener. Sut mae hawlio Lwfans Ceisio Gwaith?",
    expected: 'losing-a-job',
    gloss: "I was thrown out of work on Friday. How do I claim Jobseeker's Allowance?",
  },
  {
    text: "Nid ymddeol ydw i – dw i'n 58 a ches i fy niswyddo heb rybudd",
    expected: 'losing-a-job',
    gloss: "I'm not retiring – I'm 58 and I was dismissed without warning (negated retiring)",
  },
  {
    text: "Gorffennodd fy nghontract yn ddirybudd a dw i'n methu talu'r rhent – help!",
    expected: 'losing-a-job',
    gloss: "My contract ended without warning and I can't pay the rent – help!",
  },
  {
    text: "Mae'r cyflogwr wedi mynd i'r wal a dydw i heb gael fy nghyflog olaf",
    expected: 'losing-a-job',
    gloss: "The employer has gone bust and I haven't had my last wage",
  },
  {
    text: "Collodd fy ngŵr ei waith heddiw, allwn ni gael help gyda'r biliau?",
    expected: 'losing-a-job',
    gloss: 'My husband lost his job today, can we get help with the bills?',
  },
  {
    text: 'tal diswyddo - faint dw i fod i gael ar ôl 6 blynedd?',
    expected: 'losing-a-job',
    gloss: 'redundancy pay - how much should I get after 6 years? (missing accent: tal for tâl)',
  },
  {
    text: "Dw i'n ddi-waith ers mis a heb geiniog. Plis helpwch",
    expected: 'losing-a-job',
    gloss: "I've been unemployed for a month and haven't a penny. Please help",
  },
  {
    text: 'Cefais lythyr heddiw yn dweud bod fy swydd yn dod i ben ddiwedd y mis oherwydd ailstrwythuro',
    expected: 'losing-a-job',
    gloss: 'I got a letter today saying my job ends at the end of the month because of restructuring',
  },
  {
    text: "got let go o'r gwaith, angen signio mlaen",
    expected: 'losing-a-job',
    gloss: 'got let go from work, need to sign on (code-switched)',
  },
  // moving-home
  { text: 'symud tŷ', expected: 'moving-home', gloss: 'moving house' },
  {
    text: "Dw i'n symud i gyfeiriad newydd ym mis Mawrth, pwy sydd angen gwybod?",
    expected: 'moving-home',
    gloss: "I'm moving to a new address in March, who needs to know?",
  },
  {
    text: 'Rydyn ni wedi symud o Gaerdydd i Abertawe, sut mae newid y dreth gyngor?',
    expected: 'moving-home',
    gloss: "We've moved from Cardiff to Swansea, how do we change the council tax?",
  },
  { text: 'newid cyfeiriad', expected: 'moving-home', gloss: 'change of address' },
  {
    text: "Dan ni'n symud ty wsos nesa, isio deud wrth y cyngor",
    expected: 'moving-home',
    gloss: "We're moving house next week, want to tell the council (North Welsh; ty for tŷ)",
  },
  {
    text: 'Rwy wedi prynu tŷ newydd yn Aberystwyth ac yn symud i mewn ddydd Sadwrn',
    expected: 'moving-home',
    gloss: "I've bought a new house in Aberystwyth and am moving in on Saturday",
  },
  {
    text: "Sut ydw i'n diweddaru fy nghyfeiriad ar fy nhrwydded yrru ar ôl symud?",
    expected: 'moving-home',
    gloss: 'How do I update my address on my driving licence after moving?',
  },
  {
    text: "Nid gwahanu ydan ni, jyst symud i dŷ mwy efo'r plant",
    expected: 'moving-home',
    gloss: "We're not separating, just moving to a bigger house with the kids (negated separation)",
  },
  {
    text: "Ma'n landlord i'n gwerthu'r fflat felly dw i'n gorfod symud allan erbyn diwedd y mis",
    expected: 'moving-home',
    gloss: 'My landlord is selling the flat so I have to move out by the end of the month',
  },
  {
    text: "Wedi symud i Fangor i weithio, angen cofrestru efo meddyg a'r cyngor",
    expected: 'moving-home',
    gloss: 'Moved to Bangor for work, need to register with a doctor and the council',
  },
  {
    text: "relocating i Loegr gyda'r gwaith – beth sy angen i fi neud am y council tax?",
    expected: 'moving-home',
    gloss: 'relocating to England with work – what do I need to do about the council tax? (code-switched)',
  },
  {
    text: "Rydym yn symud cartref ar y 14eg. A oes modd trosglwyddo'r budd-daliadau i'r cyfeiriad newydd?",
    expected: 'moving-home',
    gloss: 'We are moving home on the 14th. Can the benefits be transferred to the new address?',
  },
  {
    text: "Newydd gael goriadau'r tŷ newydd! Be sy angen i mi ei newid efo'r cyfeiriad?",
    expected: 'moving-home',
    gloss: 'Just got the keys to the new house! What do I need to change with the address? (North Welsh)',
  },
  {
    text: "Dw i'n symud i fyw at fy merch yn Wrecsam, oes rhaid i mi newid fy nghyfeiriad efo'r pensiwn?",
    expected: 'moving-home',
    gloss: "I'm moving to live with my daughter in Wrexham, do I have to change my address with the pension?",
  },
  {
    text: "Dan ni'n gadael Llundain a dod adre i Gymru i fyw",
    expected: 'moving-home',
    gloss: "We're leaving London and coming home to Wales to live",
  },
  // bereavement
  { text: 'mae Dad wedi marw', expected: 'bereavement', gloss: 'Dad has died' },
  {
    text: 'Bu farw fy mam neithiwr yn yr ysbyty. Beth sydd rhaid i mi ei wneud nesaf?',
    expected: 'bereavement',
    gloss: 'My mother died last night in hospital. What must I do next?',
  },
  {
    text: 'Sut mae cofrestru marwolaeth yng Nghymru?',
    expected: 'bereavement',
    gloss: 'How do I register a death in Wales?',
  },
  {
    text: "Mae fy ngŵr wedi marw'n sydyn a dw i ddim yn gwbod lle i ddechrau",
    expected: 'bereavement',
    gloss: "My husband has died suddenly and I don't know where to start",
  },
  {
    text: "Collon ni Nain wythnos dwetha, angen trefnu'r cynhebrwng",
    expected: 'bereavement',
    gloss: 'We lost Nain (grandmother) last week, need to arrange the funeral (North Welsh)',
  },
  {
    text: 'Oes help ar gael i dalu am angladd fy mrawd?',
    expected: 'bereavement',
    gloss: "Is there help available to pay for my brother's funeral?",
  },
  {
    text: "Profiant – dw i'n ysgutor ystad fy modryb, be dw i fod i neud?",
    expected: 'bereavement',
    gloss: "Probate – I'm executor of my aunt's estate, what am I supposed to do?",
  },
  {
    text: 'Nid fy nghi fu farw, fy mhartner – ac mae angen i mi ddweud wrth y llywodraeth',
    expected: 'bereavement',
    gloss:
      "It wasn't my dog that died, it was my partner – and I need to tell the government (negated pet death)",
  },
  {
    text: 'my dad passed away ddoe, angen gwybod am y Tell Us Once',
    expected: 'bereavement',
    gloss: 'my dad passed away yesterday, need to know about Tell Us Once (code-switched)',
  },
  {
    text: "Mae tystysgrif feddygol y farwolaeth gen i rŵan, lle dw i'n mynd efo hi?",
    expected: 'bereavement',
    gloss: 'I have the medical certificate of the death now, where do I take it?',
  },
  {
    text: "Rydw i'n weddw ers dydd Llun, oes gen i hawl i Daliad Cymorth Profedigaeth?",
    expected: 'bereavement',
    gloss: "I've been a widow since Monday, am I entitled to Bereavement Support Payment?",
  },
  {
    text: 'Bu farw ein babi ychydig ddyddiau ar ôl ei eni',
    expected: 'bereavement',
    gloss: 'Our baby died a few days after being born',
  },
  {
    text: "Buodd Taid farw dros y penwythnos a fi sy'n trefnu popeth",
    expected: 'bereavement',
    gloss: "Taid (grandfather) died over the weekend and I'm the one arranging everything",
  },
  {
    text: "Ma' chwaer fi 'di marw, pwy sy angen gwbod? pensiwn, banc, DVLA?",
    expected: 'bereavement',
    gloss: 'My sister has died, who needs to know? pension, bank, DVLA? (South Welsh, colloquial)',
  },
  {
    text: 'Hoffwn wybod sut i ganslo pasbort rhywun sydd wedi marw',
    expected: 'bereavement',
    gloss: 'I would like to know how to cancel the passport of someone who has died',
  },
  // getting-married
  { text: 'priodi', expected: 'getting-married', gloss: 'getting married' },
  {
    text: "Dan ni'n priodi fis Awst! Sut dan ni'n rhoi hysbysiad o briodas?",
    expected: 'getting-married',
    gloss: "We're getting married in August! How do we give notice of marriage?",
  },
  {
    text: 'Rydym yn bwriadu ffurfio partneriaeth sifil y flwyddyn nesaf',
    expected: 'getting-married',
    gloss: 'We intend to form a civil partnership next year',
  },
  {
    text: 'Mae fy nghariad wedi gofyn i mi ei briodi ac mi ddywedais i ie!',
    expected: 'getting-married',
    gloss: 'My boyfriend asked me to marry him and I said yes!',
  },
  {
    text: 'Sut mae newid fy nghyfenw ar ôl priodi?',
    expected: 'getting-married',
    gloss: 'How do I change my surname after getting married?',
  },
  {
    text: "wedi dyweddio, isio bwcio'r swyddfa gofrestru",
    expected: 'getting-married',
    gloss: 'got engaged, want to book the register office',
  },
  {
    text: "Dw i'n priodi dinesydd o'r tu allan i'r DU, pa ddogfennau sydd eu hangen?",
    expected: 'getting-married',
    gloss: "I'm marrying a citizen from outside the UK, what documents are needed?",
  },
  {
    text: "Nid gwahanu – ailbriodi! Dw i wedi ysgaru ers tair blynedd a nawr dw i'n priodi eto",
    expected: 'getting-married',
    gloss:
      "Not separating – remarrying! I've been divorced for three years and now I'm getting married again (negated separation)",
  },
  {
    text: 'getting hitched mis Mehefin, angen gwbod am y notice period',
    expected: 'getting-married',
    gloss: 'getting hitched in June, need to know about the notice period (code-switched)',
  },
  {
    text: "Ydy hi'n bosib priodi mewn capel yng Ngheredigion?",
    expected: 'getting-married',
    gloss: 'Is it possible to get married in a chapel in Ceredigion?',
  },
  {
    text: "Fi a 'mhartner isio troi'n partneriaeth sifil yn briodas",
    expected: 'getting-married',
    gloss: 'My partner and I want to convert our civil partnership into a marriage',
  },
  {
    text: "Mae'r briodas ar y 3ydd o Fai ac mae'r ddau ohonom angen mynd i'r swyddfa gofrestru i roi hysbysiad",
    expected: 'getting-married',
    gloss: 'The wedding is on 3 May and both of us need to go to the register office to give notice',
  },
  {
    text: 'Faint o rybudd sy angen cyn priodi?',
    expected: 'getting-married',
    gloss: 'How much notice is needed before getting married?',
  },
  {
    text: "Fi a'r hogan yn priodi cyn Dolig, be sy rhaid i ni neud gynta?",
    expected: 'getting-married',
    gloss: 'Me and my girl are getting married before Christmas, what do we have to do first? (North Welsh)',
  },
  {
    text: "Rydw i'n mynd i briodi fy mhartner ar ôl deng mlynedd gyda'n gilydd. A fydd hyn yn effeithio ar fy nhreth?",
    expected: 'getting-married',
    gloss: "I'm going to marry my partner after ten years together. Will this affect my tax?",
  },
  // separating
  { text: 'ysgariad', expected: 'separating', gloss: 'divorce' },
  {
    text: 'Mae fy ngwraig a finnau wedi penderfynu gwahanu',
    expected: 'separating',
    gloss: 'My wife and I have decided to separate',
  },
  {
    text: 'Sut mae gwneud cais am ysgariad ar-lein?',
    expected: 'separating',
    gloss: 'How do I apply for a divorce online?',
  },
  {
    text: 'Dw i isio diddymu fy mhartneriaeth sifil',
    expected: 'separating',
    gloss: 'I want to dissolve my civil partnership',
  },
  {
    text: "Dw i'n meddwl bod fy mhriodas drosodd. Lle dw i'n dechrau efo'r gwaith papur?",
    expected: 'separating',
    gloss: 'I think my marriage is over. Where do I start with the paperwork?',
  },
  {
    text: "Ni wedi torri lan ar ôl 12 mlynedd o briodas, beth am y tŷ a'r plant?",
    expected: 'separating',
    gloss: "We've split up after 12 years of marriage, what about the house and the children? (South Welsh)",
  },
  {
    text: "Nid marw wnaeth e – mae e wedi'n gadael ni. Dw i angen help fel rhiant sengl",
    expected: 'separating',
    gloss: "He didn't die – he has left us. I need help as a single parent (negated death)",
  },
  {
    text: "splitio fyny efo'r boyfriend, dan ni'n byw efo'n gilydd, be am y council tax?",
    expected: 'separating',
    gloss: 'split up with the boyfriend, we live together, what about the council tax? (code-switched)',
  },
  {
    text: "Dw i'n ysgaru ac angen trefnu cynhaliaeth plant",
    expected: 'separating',
    gloss: "I'm getting divorced and need to arrange child maintenance",
  },
  {
    text: "Rydym wedi gwahanu'n gyfreithiol ond heb ysgaru eto. Sut mae hyn yn effeithio ar fy mudd-daliadau?",
    expected: 'separating',
    gloss: 'We are legally separated but not divorced yet. How does this affect my benefits?',
  },
  { text: 'priodas wedi chwalu', expected: 'separating', gloss: 'marriage has broken down' },
  {
    text: 'Dw i angen y gorchymyn terfynol ar gyfer fy ysgariad, be nesa?',
    expected: 'separating',
    gloss: 'I need the final order for my divorce, what next?',
  },
  {
    text: 'Mae hi wedi symud allan ar ôl i ni wahanu a dw i angen tynnu ei henw oddi ar y dreth gyngor',
    expected: 'separating',
    gloss: 'She has moved out after we separated and I need to take her name off the council tax',
  },
  {
    text: "Dydi Gareth a fi ddim efo'n gilydd dim mwy. Sut mae hawlio Credyd Cynhwysol fel person sengl?",
    expected: 'separating',
    gloss: "Gareth and I aren't together any more. How do I claim Universal Credit as a single person?",
  },
  {
    text: "Allwch chi fy helpu i rannu'r pensiwn ar ôl ysgariad?",
    expected: 'separating',
    gloss: 'Can you help me split the pension after a divorce?',
  },
  // retiring
  { text: 'ymddeol', expected: 'retiring', gloss: 'retiring' },
  {
    text: "Dw i'n ymddeol fis nesa, sut mae hawlio Pensiwn y Wladwriaeth?",
    expected: 'retiring',
    gloss: "I'm retiring next month, how do I claim the State Pension?",
  },
  {
    text: 'Byddaf yn cyrraedd oed pensiwn ym mis Hydref. Beth sydd angen i mi ei wneud?',
    expected: 'retiring',
    gloss: 'I will reach pension age in October. What do I need to do?',
  },
  {
    text: "Ar ôl 40 mlynedd yn dysgu, dw i'n gorffen gweithio ddiwedd y tymor",
    expected: 'retiring',
    gloss: 'After 40 years teaching, I finish work at the end of term',
  },
  {
    text: "Dydw i ddim wedi colli fy swydd – dw i'n 66 ac wedi penderfynu ymddeol",
    expected: 'retiring',
    gloss: "I haven't lost my job – I'm 66 and have decided to retire (negated job loss)",
  },
  { text: 'pryd ga i fy mhensiwn gwladol?', expected: 'retiring', gloss: 'when do I get my state pension?' },
  {
    text: "Ymddeol o'r fferm – y mab yn cymryd drosodd. Oes rhywbeth i'w wneud efo'r pensiwn?",
    expected: 'retiring',
    gloss: 'Retiring from the farm – my son is taking over. Is there anything to do about the pension?',
  },
  {
    text: 'Gorffen gweithio wsnos nesa ar ôl 45 mlynedd, be sy rhaid i mi neud am y pensiwn?',
    expected: 'retiring',
    gloss: 'Finishing work next week after 45 years, what do I have to do about the pension?',
  },
  {
    text: "Dw i ddim yn mynd nôl i'r gwaith ar ôl y Nadolig, dw i'n ymddeol yn gynnar yn 62",
    expected: 'retiring',
    gloss: "I'm not going back to work after Christmas, I'm retiring early at 62",
  },
  {
    text: "Bydd fy ngŵr a minnau'n ymddeol gyda'n gilydd eleni. A allwch esbonio sut mae gwneud cais am Bensiwn y Wladwriaeth?",
    expected: 'retiring',
    gloss:
      'My husband and I will retire together this year. Can you explain how to apply for the State Pension?',
  },
  {
    text: "Rwy'n gorffen fy ngyrfa fel nyrs ym mis Mehefin ac am ddechrau cael fy mhensiwn",
    expected: 'retiring',
    gloss: 'I finish my career as a nurse in June and want to start getting my pension',
  },
  {
    text: "Rhoi'r gorau i'r gwaith yn 67 – oes rhaid i mi ddweud wrth rywun?",
    expected: 'retiring',
    gloss: 'Giving up work at 67 – do I have to tell anyone?',
  },
  {
    text: "Mae'n amser i mi ymddeol. Ges i lythyr am fy mhensiwn ond dw i ddim yn deall be i neud",
    expected: 'retiring',
    gloss: "It's time for me to retire. I got a letter about my pension but I don't understand what to do",
  },
  {
    text: "Fi'n retiro o'r cyngor mis Medi, ydw i'n dal i dalu Yswiriant Gwladol?",
    expected: 'retiring',
    gloss:
      "I'm retiring from the council in September, do I still pay National Insurance? (code-switched, South Welsh)",
  },
  {
    text: "Dw i wedi cyrraedd oed pensiwn ond heb glywed dim byd. Sut dw i'n hawlio?",
    expected: 'retiring',
    gloss: "I've reached pension age but haven't heard anything. How do I claim?",
  },
  // starting-a-business
  { text: 'dechrau busnes', expected: 'starting-a-business', gloss: 'starting a business' },
  {
    text: 'Dw i eisiau dechrau fy musnes fy hun fel plymwr',
    expected: 'starting-a-business',
    gloss: 'I want to start my own business as a plumber',
  },
  {
    text: 'Sut mae cofrestru fel hunangyflogedig gyda Chyllid a Thollau?',
    expected: 'starting-a-business',
    gloss: 'How do I register as self-employed with HMRC?',
  },
  {
    text: "Rydw i'n sefydlu cwmni cyfyngedig. Oes angen cyfrif banc busnes ar wahân?",
    expected: 'starting-a-business',
    gloss: "I'm setting up a limited company. Do I need a separate business bank account?",
  },
  {
    text: 'Agor caffi yn y dre – pa drwyddedau sydd eu hangen?',
    expected: 'starting-a-business',
    gloss: 'Opening a café in town – what licences are needed?',
  },
  {
    text: 'mynd yn self-employed o fis Ebrill, angen sortio treth',
    expected: 'starting-a-business',
    gloss: 'going self-employed from April, need to sort tax (code-switched)',
  },
  {
    text: 'Nid cael fy niswyddo wnes i, wnes i adael i fynd ar fy liwt fy hun',
    expected: 'starting-a-business',
    gloss: "I wasn't made redundant, I left to go freelance (negated job loss)",
  },
  {
    text: "Dw i'n meddwl am droi fy hobi gwnïo yn fusnes bach",
    expected: 'starting-a-business',
    gloss: "I'm thinking of turning my sewing hobby into a small business",
  },
  {
    text: "Ydy hi'n rhaid i mi gofrestru ar gyfer TAW os dw i'n dechrau gwerthu ar-lein?",
    expected: 'starting-a-business',
    gloss: 'Do I have to register for VAT if I start selling online?',
  },
  {
    text: "Dan ni'n agor siop trin gwallt ym Mhwllheli fis nesa",
    expected: 'starting-a-business',
    gloss: "We're opening a hairdresser's in Pwllheli next month",
  },
  {
    text: "Beth yw'r camau cyntaf i sefydlu busnes yng Nghymru?",
    expected: 'starting-a-business',
    gloss: 'What are the first steps to set up a business in Wales?',
  },
  {
    text: "Dw i wedi ymddeol o'r heddlu ond isio dechrau busnes bach yn gwneud cacennau",
    expected: 'starting-a-business',
    gloss: "I've retired from the police but want to start a small business making cakes",
  },
  {
    text: 'ydw i angen cyfrifydd i ddechre busnes?',
    expected: 'starting-a-business',
    gloss: 'do I need an accountant to start a business? (South Welsh colloquial)',
  },
  {
    text: 'Adeiladwr ydw i a dw i am weithio i mi fy hun o hyn ymlaen. Be sy angen i mi neud?',
    expected: 'starting-a-business',
    gloss: "I'm a builder and I'm going to work for myself from now on. What do I need to do?",
  },
  {
    text: 'Isio cychwyn cwmni tech efo ffrind, sut ma cofrestru efo Companies House?',
    expected: 'starting-a-business',
    gloss:
      'Want to start a tech company with a friend, how do you register with Companies House? (code-switched)',
  },
  // null: about no supported life event (including near misses)
  { text: "Sut dw i'n adnewyddu fy mhasbort?", expected: null, gloss: 'How do I renew my passport?' },
  {
    text: "Pryd mae'r biniau'n cael eu casglu yn Llandudno?",
    expected: null,
    gloss: 'When are the bins collected in Llandudno?',
  },
  {
    text: "Ces i ddirwy barcio, sut dw i'n apelio?",
    expected: null,
    gloss: 'I got a parking fine, how do I appeal?',
  },
  { text: "Sut mae'r tywydd fory?", expected: null, gloss: "What's the weather tomorrow?" },
  { text: 'Mae fy mhysgodyn aur wedi marw', expected: null, gloss: 'My goldfish has died' },
  {
    text: "ffôn fi 'di marw, allwch chi ffonio fi nôl",
    expected: null,
    gloss: 'my phone died, can you call me back',
  },
  {
    text: "Dw i'n trefnu parti pen-blwydd i'r plant, oes angen caniatâd i ddefnyddio'r parc?",
    expected: null,
    gloss: "I'm organising a birthday party for the children, do I need permission to use the park?",
  },
  {
    text: 'Faint ddylwn i fod yn ei gynilo yn fy mhensiwn preifat?',
    expected: null,
    gloss: 'How much should I be saving into my private pension?',
  },
  { text: 'Sut mae bwcio prawf gyrru?', expected: null, gloss: 'How do I book a driving test?' },
  {
    text: "Dw i angen apwyntiad efo'r meddyg teulu, mae gen i beswch ers pythefnos",
    expected: null,
    gloss: "I need a GP appointment, I've had a cough for a fortnight",
  },
  { text: 'Sut mae ailgylchu hen oergell?', expected: null, gloss: 'How do I recycle an old fridge?' },
  {
    text: "Mae fy nghymydog wedi symud ei gar i'n lle parcio i eto",
    expected: null,
    gloss: 'My neighbour has moved his car into my parking space again',
  },
  {
    text: "Dw i'n hapus yn fy swydd ond isio newid gyrfa, oes cyrsiau nos am ddim?",
    expected: null,
    gloss: "I'm happy in my job but want to change career, are there free evening courses?",
  },
  {
    text: "Mae'r ci drws nesa'n cyfarth drwy'r nos, pwy dw i'n cwyno wrtho?",
    expected: null,
    gloss: 'The dog next door barks all night, who do I complain to?',
  },
  { text: 'Sut mae talu treth y car?', expected: null, gloss: 'How do I pay the car tax?' },
  {
    text: "Mae fy ffrind yn priodi yn Sbaen a dw i angen pasbort newydd i fynd i'r briodas",
    expected: null,
    gloss: 'My friend is getting married in Spain and I need a new passport to go to the wedding',
  },
  {
    text: "Gwyliau'r ysgol – pryd mae hanner tymor mis Chwefror?",
    expected: null,
    gloss: 'School holidays – when is the February half term?',
  },
  {
    text: "Mae'r golau stryd tu allan i'r tŷ wedi torri",
    expected: null,
    gloss: 'The street light outside the house is broken',
  },
  {
    text: "Dw i wedi colli fy nhrwydded yrru, sut dw i'n cael un newydd?",
    expected: null,
    gloss: "I've lost my driving licence, how do I get a new one?",
  },
  {
    text: 'Pam fod fy nhreth gyngor wedi codi eleni?',
    expected: null,
    gloss: 'Why has my council tax gone up this year?',
  },
  {
    text: "Mae fy nghath wedi marw ac isio gwybod lle i'w chladdu",
    expected: null,
    gloss: 'My cat has died and I want to know where to bury her',
  },
  {
    text: 'Beth yw oriau agor y llyfrgell yng Nghaernarfon?',
    expected: null,
    gloss: 'What are the library opening hours in Caernarfon?',
  },
  {
    text: "Mae fy merch yn dechrau'r ysgol ym mis Medi, sut mae gwneud cais am le?",
    expected: null,
    gloss: 'My daughter starts school in September, how do I apply for a place?',
  },
  {
    text: "Pryd mae'r swyddfa bost yn cau dros y Nadolig?",
    expected: null,
    gloss: 'When does the post office close over Christmas?',
  },
  {
    text: "Ydy hi'n bosib cael brechiad ffliw yn y fferyllfa?",
    expected: null,
    gloss: 'Is it possible to get a flu jab at the pharmacy?',
  },
  {
    text: "Sut dw i'n cael blue badge i Mam?",
    expected: null,
    gloss: 'How do I get a blue badge for Mum? (code-switched)',
  },
  {
    text: "Ydy'r pwll nofio yn y ganolfan hamdden ar agor ar ddydd Sul?",
    expected: null,
    gloss: 'Is the swimming pool at the leisure centre open on Sundays?',
  },
  {
    text: 'Mae Taid yn cael ei ben-blwydd yn gant oed fis nesa, sut mae cael cerdyn gan y Brenin?',
    expected: null,
    gloss: 'Taid (grandfather) turns 100 next month, how do we get a card from the King?',
  },
  {
    text: 'Sut mae cael copi o dystysgrif priodas fy hen nain ar gyfer ymchwil hanes teulu?',
    expected: null,
    gloss: "How do I get a copy of my great-grandmother's marriage certificate for family history research?",
  },
  {
    text: 'Mae fy ffrind newydd gael babi, be ddylwn i brynu iddi?',
    expected: null,
    gloss: 'My friend has just had a baby, what should I buy her?',
  },
  {
    text: "Beth yw'r gyfradd llog ar fondiau premiwm?",
    expected: null,
    gloss: 'What is the interest rate on premium bonds?',
  },
  {
    text: "Dw i'n cynllunio gwyliau i'r Eidal, oes angen fisa?",
    expected: null,
    gloss: "I'm planning a holiday to Italy, do I need a visa?",
  },
  {
    text: "Mae twll enfawr yn y ffordd ar y Stryd Fawr, pwy sy'n ei drwsio?",
    expected: null,
    gloss: "There's a huge pothole in the road on the High Street, who fixes it?",
  },
  {
    text: "Gweithio o adref – ydw i'n gallu hawlio lwfans treth am y biliau?",
    expected: null,
    gloss: 'Working from home – can I claim a tax allowance for the bills?',
  },
  {
    text: "Dw i isio gwneud cais am docyn bws am ddim, dw i'n 60",
    expected: null,
    gloss: "I want to apply for a free bus pass, I'm 60",
  },
  {
    text: "Ma'r goeden yn yr ardd wedi marw, oes angen caniatâd i'w thorri lawr?",
    expected: null,
    gloss: 'The tree in the garden has died, do I need permission to cut it down?',
  },
  { text: 'helo, oes rhywun yna?', expected: null, gloss: 'hello, is anyone there?' },
  { text: 'diolch am eich help', expected: null, gloss: 'thanks for your help' },
  {
    text: "Mae fy nghwmni'n cynnig cynllun pensiwn newydd, ddylwn i ymuno?",
    expected: null,
    gloss: 'My company is offering a new pension scheme, should I join?',
  },
  {
    text: "Sut dw i'n newid fy enw drwy weithred newid enw? Dim byd i wneud efo priodi, dw i jyst ddim yn hoffi fy enw",
    expected: null,
    gloss:
      "How do I change my name by deed poll? Nothing to do with getting married, I just don't like my name (negated marriage)",
  },
];
