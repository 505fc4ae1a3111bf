/**
 * Text normalisation for the offline intent classifier, applied the same way to training
 * utterances and to citizens' messages before nlp.js tokenises and stems them:
 *
 * - case, quotes, punctuation and emoji: lower case, straight apostrophes, symbols dropped;
 * - contractions and chat spellings: "I'm" → "i am", "didn't"/"didnt" → "did not", "yday" → "yesterday";
 * - negation: "not", "never", "no longer" … mark the next two content words of the same clause
 *   ("did not lose my job" → "did not neglose my negjob"; "we didn't have a baby, I lost my job" →
 *   "… negbaby i unemployed"), so a denied event does not read as the event and the clause after it
 *   still does;
 * - synonyms: words and phrases of the same meaning become one canonical term ("sacked", "let go",
 *   "laid off", "made redundant" → "dismissed"), so a phrasing the training data never saw still
 *   lands on the features it did see. The groups are general vocabulary of the eight life events and
 *   of their near misses, not phrasings of the test set.
 *
 * nlp.js's English stemmer does the rest of the lemmatising (moving/moved/move → move).
 */

import { TEXT_SPEAK } from './text-speak';

/** A spelling corrector for words the lexicons do not know (spelling-correction.ts), or none. */
export type CorrectWord = (word: string) => string;

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b(i|you|we|they)'re\b/g, '$1 are'],
  [/\bi'm\b|\bim\b/g, 'i am'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\bcan't\b|\bcant\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b|\bwont\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\bive\b/g, 'i have'],
  // Dialect "me" for "my" before a person or a thing one has ("lost me job", "me dad").
  [
    /\bme (job|work|dad|mum|mam|ma|nan|gran|grandad|husband|wife|missus|fella|partner|boyfriend|girlfriend|kids|kid|baby|son|daughter|brother|sister|house|flat|home|business|boss|pension|old man|old lady)\b/g,
    'my $1',
  ],
  [/\b(\w+)'s\b/g, '$1'],
];

/**
 * The citizen or their household named anywhere in a message: a general question (one that names
 * neither) is about everyone, not the citizen's own situation ("why do people cry at weddings").
 */
const OWN_PEOPLE =
  'i|me|my|mine|myself|we|weve|our|ours|us|ourselves|mum|mam|mummy|mom|mother|dad|daddy|father|parent|parents|' +
  'wife|husband|partner|hubby|missus|son|daughter|kid|kids|child|children|baby|babies|boyfriend|girlfriend|' +
  'fiance|fiancee|fiancé|fiancée';
/**
 * A phrase of a general question holds only where the message names neither the citizen nor their
 * household, before, within or after it. The look-behind stands after the phrase, so it is read only
 * where the phrase matched (it scans back to the message's start).
 */
const generalQuestion = (phrase: string): string => {
  const own = `(?<![\\p{L}])(?:${OWN_PEOPLE})(?![\\p{L}])`;
  return `${phrase}(?<!${own}.*)(?!.*${own})`;
};

/** The citizen's partner, however they are called. */
const PARTNER = '(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|hubby|missus|other half)';

/** People whose life event is not the citizen's own (after "'s" is dropped: "my friend's wedding" → "my friend wedding"). */
const OTHER_PEOPLE =
  'friend|friends|mate|mates|pal|pals|best friend|neighbour|neighbours|neighbor|neighbors|colleague|colleagues|' +
  'coworker|coworkers|co worker|workmate|workmates|boss|manager|line manager|supervisor|team leader|sister|sisters|brother|brothers|' +
  'cousin|cousins|aunt|auntie|aunty|uncle|niece|nephew|landlord|landlady|teacher|flatmate|housemate|' +
  'sister in law|brother in law|ex|exs|ex wife|ex husband|partners sister|partners brother|someone|somebody';
/**
 * A person before the event's words, not the citizen ("my colleague", "our neighbours", "a friend"),
 * also as citizens type it with no word before ("colleague is retiring", "mate getting married").
 */
const OTHER_PERSON = `(?<![\\p{L}])(?:(?:my|our|a|the|his|her|their) )?(?:${OTHER_PEOPLE})`;
/** The auxiliaries between the person and the event's verb ("is about to", "has just"). */
const OTHER_AUX =
  '(?:(?:is|are|was|were|has|have|had|just|finally|about to|going to|gonna|will|be|been|being|due to|set to|planning to|wants to) )*';
/** Up to two words between the person and the event ("my friend from work"), none the citizen. */
const OTHER_GAP =
  '(?: (?!(?:and|i|we|me|us|myself|ourselves|but|so|because|cos|then|now)(?![\\p{L}]))[\\p{L}]+){0,2}';

/**
 * Synonym groups: every phrase on the right becomes the term on the left. Longer phrases are
 * replaced first. Terms are ordinary words, so a template's own utterances still read naturally.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Losing a job. Whom it happened to stays in the text ("my manager let me go" is the citizen's job,
  // "my manager let him go" is not): a phrase that holds its object keeps it.
  'dismissed me': ['let me go', 'fire me', 'gave me the boot'],
  // One person, however their title is said.
  manager: ['line manager', 'team leader', 'supervisor'],
  'dismissed us': ['let us go'],
  'dismissed him': ['let him go'],
  'dismissed her': ['let her go'],
  dismissed: [
    'laid of',
    'got the boot',
    'given the boot',
    'axed',
    'contract was not renewed',
    'contract is not renewed',
    'contract not renewed',
    'contract has ended',
    'contract ended',
    'no more work for me',
    'been let go',
    'laid off',
    'lay off',
    'layoff',
    'layoffs',
    'let go',
    'made redundant',
    'make redundant',
    'making redundant',
    'redundant',
    'redundancy',
    'sacked',
    'got the sack',
    'given the sack',
    'the sack',
    'fired',
    'firing',
    'dismissal',
    'dismiss',
    'terminated',
    'termination',
    'let off',
    'given notice',
    'gave me my notice',
    'handed my notice',
    'my notice',
    'p45',
  ],
  unemployed: [
    'no longer have a job',
    'do not have a job',
    'not have a job anymore',
    'no longer employed',
    'no longer working',
    'jobless',
    'out of work',
    'out of a job',
    'without work',
    'without a job',
    'no job',
    'no work',
    'not working anymore',
    'lost my job',
    'lost our jobs',
    'lost their jobs',
    'lost his job',
    'lost her job',
    'lost my employment',
    'lost my position',
    'job loss',
    'lost the job',
    'losing my job',
    'losing our jobs',
    'unemployment',
    'jobseeker',
    'jobseekers',
    'job seeker',
    'sign on',
    'signing on',
    'on the dole',
    'dole',
  ],
  'company closed': [
    'went into liquidation',
    'into liquidation',
    'liquidation',
    'liquidated',
    'folded',
    '(?<=(?:shop|factory|site|plant|warehouse|office|firm|company|business|pub|restaurant|store|branch|depot|mine) (?:has |have |is |was )?)(?:shut|closed|closing|shutting)(?: down)?',
    'went bust',
    'gone bust',
    'went under',
    'went into administration',
    'into administration',
    'bankrupt',
    'went bankrupt',
    'insolvent',
    'shut down',
    'shutting down',
    'closed down',
    'closing down',
    'shutting',
    'restructuring',
    'cutbacks',
    'job cuts',
    'cuts',
  ],
  workplace: [
    'plant',
    'factory',
    'mill',
    'warehouse',
    'shop floor',
    'office',
    'firm',
    'employer',
    'company',
    'business',
    'workplace',
  ],
  job: ['position', 'role', 'employment', 'occupation'],
  // Birth of a child
  baby: [
    'new addition to the family',
    'new addition',
    'waters broke',
    'special care baby unit',
    'neonatal',
    'newborn',
    'new born',
    'infant',
    'little one',
    'bundle of joy',
    'baby boy',
    'baby girl',
    'little boy',
    'little girl',
    'twins',
    'triplets',
    'babies',
    'new arrival',
  ],
  born: [
    'birth',
    'gave birth',
    'give birth',
    'giving birth',
    'delivered',
    'delivery',
    'arrived',
    'came into the world',
    'welcomed',
    'caesarean',
    'c section',
    'labour',
    'labor',
  ],
  // Becoming a parent is a birth; a parent ("my dad needs a care home") is not (EVENT_TERMS).
  'new parent': [
    'new parents',
    'new parent',
    'new dad',
    'new daddy',
    'new mum',
    'new mummy',
    'new mom',
    'first time dad',
    'first time mum',
    'first time parents',
    'first time parent',
    '(?:became|become|becoming|becomes) (?:a )?(?:dad|daddy|father|mum|mummy|mom|mother|parents?)',
    '(?:a|an) (?:dad|daddy|father|mum|mummy|mom|mother|parent) (?:now|at last|again)',
    'proud (?:dad|mum|mom|parents?)',
  ],
  parent: ['dad', 'daddy', 'father', 'mum', 'mummy', 'mom', 'mommy', 'mother', 'parents'],
  'birth certificate': [
    'birth registration',
    'register the birth',
    'registering the birth',
    'register my baby',
    'register the baby',
  ],
  // Moving home
  move: [
    'upping sticks',
    'up sticks',
    'upped sticks',
    'downsizing',
    'downsized',
    'downsize',
    'rehoused',
    'rehousing',
    'evicted',
    'eviction',
    'moving house',
    'moving home',
    'move house',
    'move home',
    'moved house',
    'moved home',
    'moving',
    'moved',
    'moves',
    'relocating',
    'relocate',
    'relocated',
    'relocation',
    'emigrating',
    'removal van',
    'removals',
    'removal',
    'packing boxes',
    'moving in',
    'move in',
    'moved in',
    'moving out',
    'move out',
    'moved out',
    'living somewhere else',
  ],
  home: [
    'house',
    'flat',
    'apartment',
    'bungalow',
    'residence',
    'place',
    'property',
    'new build',
    'studio',
    'cottage',
    'condo',
    'dwelling',
  ],
  address: [
    'new address',
    'change of address',
    'address change',
    'change address',
    'changing address',
    'postcode',
    'post code',
  ],
  'sold home': [
    'sold the house',
    'sold our house',
    'sold my house',
    'sold the flat',
    'sold our flat',
    'sold my flat',
    'selling our house',
    'selling the house',
    'selling my house',
    'selling our flat',
  ],
  // "at home" says where, not that a home changes: kept apart from "home".
  indoors: ['at home', 'at our home', 'at my home'],
  rent: ['renting', 'rented', 'rental', 'tenancy', 'tenant', 'lease', 'leasing', 'landlord', 'let agreement'],
  'bought home': [
    'first time buyer',
    'first time buyers',
    'exchanged contracts',
    'exchange contracts',
    'exchanging contracts',
    '(?:our|my) offer (?:was |has been |got )?accepted',
    'bought a house',
    'bought a flat',
    'buying a house',
    'buy a house',
    'house purchase',
    'completed on',
    'mortgage',
    'got the keys',
    'keys to',
  ],
  // Near misses, kept apart from the events they resemble
  pregnant: [
    'expecting a baby',
    'expecting our',
    'expecting my',
    'we are expecting',
    'i am expecting',
    'due date',
    'due in',
    'trying for a baby',
    'trying to conceive',
    'pregnancy',
    'antenatal',
  ],
  'new job': [
    'started a new job',
    'start a new job',
    'starting a new job',
    'new position',
    'got a job',
    'got hired',
    'hired',
    'promoted',
    'promotion',
    'second job',
    'job offer',
    'job interview',
  ],
  died: [
    'snuffed it',
    'kicked the bucket',
    'slipped away',
    'pass away',
    'past away',
    'took (?:his|her|their|my) own life',
    'suicide',
    'stillborn',
    'stillbirth',
    'undertaker',
    'undertakers',
    'funeral director',
    'funeral directors',
    'crematorium',
    'cremation',
    'cremated',
    'burial',
    'buried',
    'burying',
    'bury',
    'coroner',
    'inquest',
    'post mortem',
    'rest in peace',
    // "RIP dad": a death named the way people post it; not "rip off" or "rip up".
    'rip(?= (?:my |our )?(?:dad|daddy|mum|mam|mom|mother|father|nan|nana|nanna|gran|granny|grandad|grandpa|grandma|grandmother|grandfather|husband|wife|partner|brother|sister|son|daughter|uncle|aunt|auntie)(?![\\p{L}])(?! (?:off|up|out|apart|into|to|for)(?![\\p{L}])))',
    'no longer here',
    'lost(?= (?:my|our) (?:grandmother|grandfather|step father|step mother|stepson|stepdaughter|twin|cousin|best friend|friend|fiance|girlfriend|boyfriend|other half|partner of))',
    'passed away',
    'passed on',
    'has passed',
    'had passed',
    'passed suddenly',
    'passed peacefully',
    'passed in (?:his|her|their) sleep',
    'death',
    'deaths',
    'dead',
    'dies',
    'dying',
    'deceased',
    'funeral',
    'funerals',
    'bereavement',
    'bereaved',
    'widow',
    'widowed',
    'widower',
    'killed',
    'late (?:husband|wife|partner|mother|father|mum|dad|son|daughter|brother|sister)s?',
    'lost (?:his|her|their) (?:fight|battle)',
    'no longer with us',
    'lost (?:my|our) (?:mother|father|mum|mom|dad|husband|wife|partner|son|daughter|brother|sister|nan|nana|gran|granny|grandma|grandad|grandfather|grandmother|aunt|uncle|baby|child)',
  ],
  probate: [
    'executor',
    'executors',
    'executrix',
    'estate of',
    'his estate',
    'her estate',
    'their estate',
    'will and estate',
  ],
  retire: [
    'hang up my boots',
    'hanging up my boots',
    'hung up my boots',
    'carriage clock',
    'gold watch',
    'put my feet up',
    'putting my feet up',
    'old age pension',
    'pensionable age',
    'calling it a day',
    'call it a day',
    'called it a day',
    'done with work',
    'done working',
    '(?<=(?:stop|stopping|stopped|quit|quitting|pack|packing|packed|give|giving|gave) (?:in |up )?(?:work|working|my job) )(?:for good|completely|altogether)',
    'retiring',
    'retired',
    'retirement',
    'retiree',
    'state pension',
    'pension credit',
    'pension age',
    'pensioner',
    'stop working for good',
    'stopping work for good',
    'give up work',
    'giving up work',
  ],
  midwife: [
    'midwives',
    'health visitor',
    'maternity ward',
    'maternity unit',
    'labour ward',
    'birthing centre',
  ],
  // Separating before marrying: "end our civil partnership", "our marriage is over" are separations.
  divorce: [
    'have split',
    'we split',
    'split with',
    'separate ways',
    'dumped me',
    'dumped by',
    'been dumped',
    'got dumped',
    'living apart',
    'live apart',
    'living separately',
    'live separately',
    'want out of the marriage',
    'out of my marriage',
    'marriage is finished',
    'marriage has ended',
    'marriage ended',
    'relationship is over',
    'relationship has broken down',
    'relationship broke down',
    'called it quits',
    'calling it quits',
    'call it quits',
    'end things',
    'ended things',
    'ending things',
    'has walked out',
    'walked out on us',
    'left me for',
    'having an affair',
    'had an affair',
    'cheated on me',
    'mediation',
    'mediator',
    'financial order',
    'consent order',
    'child arrangements',
    'custody',
    'estranged',
    '(?:my|our|her|his) ex(?! (?:boss|employer|colleague|landlord|job|company|manager|workplace|neighbour|flatmate))',
    'divorce',
    'divorces',
    'divorcing',
    'divorced',
    'decided to separate',
    'we separate',
    'to separate',
    'separated',
    'separating',
    'separation',
    'split up',
    'splitting up',
    'split from',
    'broke up',
    'broken up',
    'breaking up',
    'break up',
    'left me',
    'walked out on me',
    // A partner who walked out, not someone who walked out of a room ("walked out of the cinema").
    `(?<=${PARTNER} (?:(?:has|had|just|finally) ){0,2})walked out(?! of(?![\\p{L}]))`,
    // The citizen who left: "I've left my husband", not "I left my husband at home with the kids".
    `(?<=(?:i|i have|i had|we have) )left (?:my|the) ${PARTNER}(?! (?:at|in|with|to|for|alone|behind|home|a note|a message|asleep|in charge|car|van|phone|keys|bag|purse|wallet|card|number|mum|dad|mother|father|sister|brother|parents|family|friend|friends|house|flat|place|job|work)(?![\\p{L}]))`,
    'marriage is over',
    'marriage has broken down',
    'marriage broke down',
    'relationship has ended',
    'relationship ended',
    '(?:end|ending|ended|dissolve|dissolving) (?:our|my|the) civil partnership',
    '(?:end|ending|ended) a civil partnership',
    // The couple ending it, not a job: "me and the missus are calling it a day".
    '(?<=(?:me and|my and) (?:the|my) (?:missus|wife|husband|hubby|partner|other half|girlfriend|boyfriend|fella) are )(?:calling it a day|calling it quits)',
    'dissolution',
    'dissolve',
    'decree absolute',
    'decree nisi',
    'final order',
    'conditional order',
  ],
  married: [
    'popped the question',
    'pop the question',
    'popping the question',
    'walk down the aisle',
    'walking down the aisle',
    'walked down the aisle',
    'to wed',
    'we wed',
    'will wed',
    'wed in',
    'wedded',
    'newlywed',
    'newlyweds',
    'newly wed',
    'honeymoon',
    'nuptials',
    'stag do',
    'hen do',
    'hen party',
    'stag party',
    'husband to be',
    'wife to be',
    'bride to be',
    'say i do',
    'said i do',
    'notice to marry',
    'marry',
    'marrying',
    'marriage',
    'wedding',
    'weddings',
    'got wed',
    'get wed',
    'getting wed',
    'hitched',
    'tie the knot',
    'tying the knot',
    'civil partnership',
    'civil partner',
    'civil partners',
    'civil ceremony',
    'engaged',
    'engagement',
    'fiance',
    'bride',
    'groom',
    'proposed',
    'getting married',
    'get married',
    'got married',
  ],
  // Starting a business: longer than "business" (→ workplace), so replaced first.
  entrepreneur: [
    'side hustle',
    'side business',
    'side gig',
    'going solo',
    'go solo',
    'gone solo',
    'first paying client',
    'first paying customer',
    'first client',
    'first customer',
    'first invoice',
    'paying clients',
    'paying customers',
    // Not "paying me back"; what is made or done for money, not "started asking me for money".
    '(?:people|customers|clients) (?:are |have been |have started |started )?paying me(?! back)',
    '(?:start|starting|started) (?:making|selling|baking|doing|offering|cutting|cleaning|fixing|teaching|tutoring|walking|painting|sewing|knitting|cooking|repairing|designing|driving)(?: [a-z]+){0,2} for (?:money|cash)',
    // The citizen charging, not "the council is charging people".
    '(?<=(?<![\\p{L}])(?:i|we)(?: am| are| have| have started| started| now)? )charging (?:people|customers|clients)',
    'turn(?= (?:my|a|our) (?:[a-z]+ ){0,2}(?:hobby|passion|idea) into a (?:business|company))',
    '(?:start|starting|started|start up|starting up|started up|set up|setting up|launch|launching|launched|open|opening|opened)(?= (?:a|an|my|our) (?:[a-z]+ ){0,2}(?:business|company|firm|shop|store|biz|agency|consultancy|brand|salon|barbers|van|truck|round|practice|studio))',
    'self employed',
    'self employment',
    'sole trader',
    // A hairdresser or barber renting a chair works for themselves.
    '(?:rent|rented|renting|hire|hired|hiring) (?:a|my own|our own|my) chair(?! (?:lift|lifts|for|at|from the))',
    'chair rental',
    // A business partnership, not a civil partnership.
    '(?:set up|setting up|start|starting|form|forming|go into|going into) (?:a|an|our|my) (?:business |trading )?partnership',
    'freelance',
    'freelancer',
    'freelancing',
    'own business',
    'own company',
    'own boss',
    'work for myself',
    'working for myself',
    '(?:start|starting|started|set up|setting up|setup|launch|launching|open|opening|run|running) (?:a|an|my|our) (?:[a-z]+ ){0,2}(?:business|company|firm|shop|cafe|bakery|restaurant|salon|pub|takeaway|startup|practice|studio)',
    'limited company',
    'ltd',
    'startup',
    'start up',
    'start trading',
    'started trading',
    'go it alone',
    '(?:start|starting|started) up on (?:my|our) own',
    'going it alone',
  ],
  // Figures of speech and things, not people: "dying to know", "my phone died", "moved the meeting".
  eager: [
    'dead inside',
    'died my hair',
    'died her hair',
    'died his hair',
    'dying to',
    'dying for',
    'killed it',
    'killing it',
    'to die for',
    'killed me',
    'killing me',
    'killing time',
    'dead tired',
    'dead end',
    // "dead" as an intensifier before an adjective (UK English): "dead boring", "dead easy".
    'dead (?:boring|good|easy|funny|nice|busy|quiet|chuffed|proud|excited|lucky|posh|cheap|simple|slow|keen|happy|bored|handy|useful|friendly|helpful)',
  ],
  broken: [
    '(?<=(?:show|shows|series|programme|programmes|program|festival|event|party|match|route|bus route|service)(?: [a-z]+)? (?:has |have |is |are |was |were |been |just |got |getting |being )*)(?:axed|scrapped|cancelled|canceled)',
    '(?<=(?<![\\p{L}])(?:phone|mobile|battery|laptop|computer|tablet|ipad|charger|printer|engine|car|van|plants?|houseplants?|flowers?|trees?|lawn|grass|tv|telly|boiler|fridge|freezer|wifi|internet|signal|bulb|torch|series|show|power|electricity|electric|lights|heating|router)(?: (?:in|on|at) (?:my|the|our) [a-z]+)? (?:has |have |is |are |was |were |just )?)(?:died|dead|dying)',
    // A quiet place is "dead"; not "my husband who ran the pub died".
    '(?<=(?<![\\p{L}])(?:town|towns|pub|high street|city centre|club|market|shops|place)(?: [a-z]+)? (?:is|was|are|were|has been|seems|looks|gets|goes) (?:so |really |totally |completely |absolutely )?)(?:dead|dying)',
  ],
  // Retiring a thing or an animal (a flag, a racehorse, a shirt number) is not the citizen retiring.
  retirething: [
    '(?:retire|retires|retiring|retired) (?:a|an|the|my|our|his|her|their|this|that) (?:[a-z]+ )?(?:flag|horse|racehorse|greyhound|dog|car|van|shirt|number|jersey|kit|laptop|phone|server|product|brand|account|policy|mascot|ship|plane|train)s?',
  ],
  rescheduled: [
    '(?:moved|moving|move|shifted|shifting)(?= (?:the|my|our|a|his|her) (?:meeting|appointment|date|savings|money|account|car|furniture|sofa|bed|desk|booking|match|game|party|files?|shift|deadline|pension pot))',
  ],
  // "nothing to do with retirement": the event named is the one the message is not about (the Welsh
  // pack's "amherthnasol"); "nothing to do with that" keeps its word.
  irrelevant: [
    '(?<=(?<![\\p{L}])(?:nothing|not anything) to do with (?:my |our |the |a |an |his |her |their |any )?)(?!(?:that|this|it|them|my|our|the|a|an|his|her|their|any)(?![\\p{L}]))[\\p{L}]+',
  ],
  // A role at someone else's wedding, not the citizen marrying: "I'm a bridesmaid in June".
  weddingguest: [
    'best man',
    'bridesmaid',
    'bridesmaids',
    'maid of honour',
    'matron of honour',
    'page boy',
    'flower girl',
    'wedding guest',
    'usher at',
  ],
  // A citizen's own certificate asked for again is a records request, not a new birth, marriage or death.
  'own certificate': [
    '(?:a |another )?(?:copy|copies|replacement|duplicate) (?:of )?(?:my|our) (?:own |original )?(?:birth|marriage|civil partnership) certificates?',
    '(?:my|our) own (?:birth|marriage|civil partnership) certificates?',
    'lost (?:my|our) (?:birth|marriage|civil partnership) certificates?',
  ],
  // Someone else's life event, not the citizen's ("my neighbour retired", "a colleague's wedding", "my
  // friend's mum died"): the event's word becomes a term of its own that is none of the event's terms
  // (training-corpus.ts, EVENT_TERMS), so the message is not that event unless it also says the
  // citizen's own ("my sister got married and so are we"). The English counterpart of the Welsh
  // pack's `…arall` terms. A partner, parent or child is left out: their job, move or retirement is
  // the household's, and a son or daughter "born" is the citizen's child.
  retireother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} (?:(?:is|are|was|were|has|have|had|just|finally|about to|going to|gonna|will|be|been|being|getting|due to|set to|planning to|wants to) )*)(?:retiring|retired|retire|retires)`,
    `(?<=${OTHER_PERSON} )(?:retirement|retirement do|retirement party|leaving do|send off)`,
  ],
  marryother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} ${OTHER_AUX})(?:getting married|got married|marrying|married|getting hitched|got hitched|tying the knot|tied the knot|getting engaged|got engaged|engaged)`,
    `(?<=${OTHER_PERSON} )(?:wedding|weddings|hen do|hen party|stag do|stag party|engagement party|engagement|civil partnership)`,
  ],
  divorceother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} ${OTHER_AUX})(?:getting divorced|got divorced|divorcing|divorced|splitting up|split up|separating|separated|breaking up|broke up)`,
    `(?<=${OTHER_PERSON} )(?:divorce|separation|break up)`,
    `(?<=${OTHER_PERSON}${OTHER_GAP} ${OTHER_AUX})(?:going through|in the middle of|dealing with) (?:a |her |his |their )?(?:divorce|separation|break up)`,
  ],
  // "my boss sacked me" is the citizen's own job: the person is the one who did it, not the one it befell.
  jobother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} (?:(?:is|are|was|were|has|have|had|just|finally|got|been|being|getting) )*)(?:lost (?:his|her|their) jobs?|made redundant|sacked|fired|laid off|let go)(?! (?:me|us|myself|ourselves)(?![\\p{L}]))`,
  ],
  moveother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} ${OTHER_AUX})(?:moving house|moving home|moving away|moving abroad|moving out|moved house|moved home|moved away|moved abroad|moved out|moving to|moved to|relocating|relocated|emigrating|emigrated)`,
    `(?<=${OTHER_PERSON} )(?:house move|removal|removals|new house|new flat|new address|housewarming)`,
  ],
  businessother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} ${OTHER_AUX})(?:(?:starting|started|start|setting up|set up|opening|opened|launching|launched) (?:up )?(?:a|an|his|her|their|own|new|small| )*(?:business|company|shop|cafe|firm|salon)|going self employed|gone self employed|went self employed)`,
    `(?<=${OTHER_PERSON} )(?:new business|business|company|shop|cafe|firm|salon)`,
  ],
  babyother: [
    `(?<=${OTHER_PERSON}${OTHER_GAP} (?:(?:is|are|was|were|has|have|had|just|finally|about to|going to|gonna|will|be|been|being|due to) )*)(?:had (?:a|her|their|his) (?:baby|little boy|little girl|son|daughter|twins)|having (?:a|her|their|his) (?:baby|little boy|little girl|twins)|gave birth|given birth|pregnant|expecting|(?:became|become|becoming|becomes) (?:a )?(?:dad|daddy|father|mum|mummy|mom|mother|parents?)|(?:a )?(?:new|first time|proud) (?:dad|daddy|father|mum|mummy|mom|mother|parents?))`,
    `(?<=${OTHER_PERSON} )(?:baby shower|new baby|baby|newborn|christening|pregnancy)`,
    // A relative's child: "a new baby cousin", "our new niece".
    '(?:(?:new|newborn) )?baby (?:cousin|niece|nephew)s?(?: (?:has |have |just )?(?:arrived|was born|were born|born|came))?',
    '(?:new|newborn) (?:cousin|niece|nephew)s?(?: (?:has |have |just )?(?:arrived|was born|were born|born|came))?',
  ],
  deathother: [
    `(?<=${OTHER_PERSON} (?:mum|mam|mom|mother|dad|father|husband|wife|partner|nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|son|daughter|brother|sister|dog|cat)${OTHER_GAP} (?:(?:has|have|had|just|sadly|suddenly|recently) )*)(?:died|passed away|passed on|passed)`,
  ],
  animal: [
    'cat',
    'dog',
    'puppy',
    'puppies',
    'kitten',
    'kittens',
    'pet',
    'pets',
    'horse',
    'foal',
    'calf',
    'lamb',
    'goldfish',
    'fish',
    'hamster',
    'rabbit',
    'guinea pig',
    'budgie',
    'parrot',
    'tortoise',
    'bird',
    'birds',
    'chicken',
    'chickens',
    'sheep',
    'ewe',
    'ewes',
    'cow',
    'cows',
    'pig',
    'pigs',
    'fox',
    'badger',
    'deer',
    'squirrel',
    'pigeon',
    'seagull',
    'snake',
    'lizard',
  ],
  // Context that makes the whole message about something other than the citizen's own situation
  // (schoolwork, a quiz, a story, a joke): such a message is unsupported, whatever event it names
  // (NOT_PERSONAL_TERMS in training-corpus.ts).
  notpersonal: [
    'homework',
    'coursework',
    'gcse',
    'gcses',
    'a level',
    'a levels',
    'essay',
    'dissertation',
    'exam question',
    'pub quiz',
    'quiz',
    'quiz night',
    'hypothetically',
    'for a book',
    'a novel',
    'my novel',
    // A film or a soap watched or told of, not a film or soap business ("starting a film company").
    '(?:a|the|that|this) (?:film|movie)(?= (?:where|about|called|with|in which|when)(?![a-z]))',
    '(?:watch|watched|watching|saw|seen) (?:a |the |that |this )?(?:film|movie|drama|soap)',
    'tv show',
    'tv series',
    'documentary',
    'soap opera',
    'storyline',
    'jk',
    'just kidding',
    'only joking',
    'royal wedding',
    'state funeral',
    'royal funeral',
    '(?:the )?(?:queen|queens|king|kings|prince|princes|princess) funeral',
    'celebrity',
    'celebrities',
    'celebs',
    'knock knock',
    // General questions, about everyone: customs, age limits, what a word means.
    generalQuestion(
      'why (?:do|does|did|would|should|are|is) (?:people|couples|brides|grooms|men|women|they|everyone|some people|so many people)',
    ),
    generalQuestion('why is it called'),
    generalQuestion('(?:is it|it is|is that) (?:legal|allowed|against the law) (?:to|for)'),
    generalQuestion('(?:how old|what age) (?:do|does|can|must|should) (?:you|someone|a person|people)'),
    generalQuestion('what does (?!(?:that|it|this)(?![\\p{L}]))(?:[\\p{L}]+ ){1,3}(?:actually )?mean'),
    generalQuestion('(?:bad|good) luck'),
  ],
  // An event far off or only dreamt of is not the citizen's situation now.
  someday: [
    '(?:nowhere near|years away from|years off|a long way from|not even close to) (?:retiring|retirement|retire)',
    '(?:if (?:i|we) ever|one day (?:i|we) (?:might|may|could|will|would|want to|wanna)|some ?day (?:i|we) (?:might|may|could|will|would)|when (?:i|we) win the lottery(?: (?:im|i am|ill|i will|were|we will))?)(?: [a-z]+)? (?:retire|retiring|retired|get married|got married|marry|start (?:a|my own|our own) (?:business|company)|go self employed|have a baby|have kids|move abroad|move house)',
  ],
  // Figures about everyone, not the citizen's own event: "how many babies were born in wales".
  statistic: [
    '(?:how many|number of|percentage of|proportion of) (?:[a-z]+ ){0,2}(?:people|couples|babies|marriages|weddings|divorces|deaths|births|businesses|companies|men|women|pensioners)(?: (?:were|are|was|is|got|get|have|had))?(?: (?:born|married|divorced|died|retired|made redundant|separated))?',
    '(?:divorce|birth|death|marriage|wedding|unemployment|redundancy) rates?',
    'most popular (?:baby |babies )?names?',
  ],
  // A place or an organisation moving, not the citizen's home: "the surgery is moving".
  placemove: [
    `(?<=(?<![\\p{L}])(?:the|our|my|their|his|her|a) (?:office|offices|surgery|gp|gps|doctors|dentist|dentists|post office|pub|shop|bank|branch|church|library|workplace|headquarters|hq|gym|club|factory|store)${OTHER_GAP} ${OTHER_AUX})(?:moving|moved|relocating|relocated)(?! (?:me|us|my family|our family)(?![\\p{L}]))`,
    '(?:moving|moved|move|moves) (?:to )?(?:another|a new|a different|the other|other|new) (?:team|department|role|desk|office|school|class|site|branch|shift)s?',
    '(?:moving|changing) (?:schools|teams|departments|desks|offices)',
  ],
  // The citizen's own birth, long ago: "i was born in 1985 and lost my ni number".
  ownbirth: ['(?:i was|i were|we were|i got) born'],
  // A move years ago is not moving now: "we moved here in 2015, how do i get a dropped kerb".
  longmoved: [
    '(?:moved|moved house|moved home|moved here|moved in|moved into|lived here|been here)(?: [a-z]+){0,3} (?:in|since|back in) (?:19[0-9]{2}|200[0-9]|201[0-9])',
  ],
  // Married for years is not getting married: "been married since 1990", "25 years married".
  longmarried: [
    'married (?:for (?:[0-9]+|[a-z]+) years|since (?:19[0-9]{2}|200[0-9]|201[0-9]))',
    '(?:[0-9]+|[a-z]+) years (?:married|of marriage)',
  ],
  school: [
    'secondary school',
    'primary school',
    'nursery',
    'school place',
    'school admission',
    'college',
    'university',
  ],
};

/** How a language marks negation: its negators, the words a negation reaches over, and where it stops. */
export interface NegationRules {
  /** Multi-word negators, joined into one word before marking ("no longer" → "no_longer"). */
  joined: RegExp | null;
  negators: ReadonlySet<string>;
  passes: ReadonlySet<string>;
  clauseStarts: ReadonlySet<string>;
  reach: number;
}

/** Words a negation reaches over ("did not have a baby": "have" and "a" are passed, "baby" is marked). */
const NEGATION_PASSES = new Set(
  'a an the my our your his her their any really yet actually been be have has had get got even ever'.split(
    ' ',
  ),
);
/** Words that start another clause, where a negation stops ("not twins, we had one baby"). */
const CLAUSE_STARTS = new Set('i we he she they you and but so because then or also'.split(' '));
/** How many content words a negation marks. */
const NEGATION_REACH = 2;
const ENGLISH_NEGATION: NegationRules = {
  joined: /\b(no longer|no more)\b/g,
  negators: new Set(['not', 'never', 'no_longer', 'no_more']),
  passes: NEGATION_PASSES,
  clauseStarts: CLAUSE_STARTS,
  reach: NEGATION_REACH,
};
/** A clause break kept through normalisation (commas, full stops …), dropped at the end. */
export const BREAK = '\uE001';

/** Marks the content words a negation denies, within its clause: "not" + "baby" → "negbaby". */
export function markNegation(text: string, rules: NegationRules = ENGLISH_NEGATION): string {
  const joined = rules.joined ? text.replace(rules.joined, (m) => m.replace(' ', '_')) : text;
  let reach = 0;
  return joined
    .split(' ')
    .map((w) => {
      if (rules.negators.has(w)) {
        reach = rules.reach;
        return w.replace('_', ' ');
      }
      if (w === BREAK || rules.clauseStarts.has(w)) reach = 0;
      if (reach === 0 || rules.passes.has(w) || w === BREAK) return w;
      reach -= 1;
      return `neg${w}`;
    })
    .join(' ');
}

/**
 * A synonym phrase and the term that replaces it. A plain phrase's whole-word expression is compiled
 * on first use: each one names the Unicode letter and number classes, which V8 takes ≈ 0.5 ms to
 * compile, so compiling all of them (≈ 550) at start cost ≈ 0.3 s of every start, most of them for
 * phrases no message ever holds.
 */
export interface Phrase {
  /** The phrase itself when it is plain text: a text without it cannot match, so its expression is not run. */
  readonly literal: string | undefined;
  readonly expression: () => RegExp;
  /** The term between private-use marks (U+E000). */
  readonly term: string;
  /** The phrase's length as written: longer phrases are replaced first. */
  readonly length: number;
}

/** Synonym phrases and their canonical term, longest first. */
export type Phrases = readonly Phrase[];

/** Letters, digits, spaces and apostrophes only: the expression matches the text as written. */
const PLAIN_PHRASE = /^[\p{L}\p{N}' ]+$/u;

/** Each phrase as a whole-word regular expression replaced by its term, longer phrases first. */
export function compilePhrases(synonyms: Readonly<Record<string, readonly string[]>>): Phrases {
  return Object.entries(synonyms)
    .flatMap(([term, phrases]) => phrases.map((p) => [p, term] as const))
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, term]): Phrase => {
      const compile = () => new RegExp(`(?<![\\p{L}\\p{N}_])${phrase}(?![\\p{L}\\p{N}_])`, 'gu');
      const literal = PLAIN_PHRASE.test(phrase) ? phrase : undefined;
      // An expression written as one (a few dozen) is compiled now, so a mistake in it still stops the start.
      let compiled = literal === undefined ? compile() : undefined;
      return {
        literal,
        expression: () => (compiled ??= compile()),
        term: `\uE000${term}\uE000`,
        length: phrase.length,
      };
    });
}

/** Replaces each phrase once, protected by private-use marks so that a shorter phrase does not match inside it. */
export function applyPhrases(text: string, phrases: Phrases): string {
  return markPhrases(text, phrases)
    .replace(/\uE000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The phrases replaced by their terms, each term left between private-use marks (U+E000). */
export function markPhrases(text: string, phrases: Phrases): string {
  let t = text;
  for (const { literal, expression, term } of phrases) {
    if (literal !== undefined && !t.includes(literal)) continue;
    t = t.replace(expression(), (m, offset: number, all: string) => (insideMark(all, offset) ? m : term));
  }
  return t;
}

/** Clause breaks dropped, spaces collapsed: the last step of every language's canonical text. */
export function dropBreaks(text: string): string {
  return text
    .replace(/\uE001/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PHRASES = compilePhrases(SYNONYMS);

/**
 * Phrases read in a citizen's message only, never in the training sentences: official names of a step
 * read as the plainer words the training sentences use for it, and circumstances that set an event
 * aside. The training sentences, and so the precomputed model, stay as they are: a retrain on changed
 * sentences moves the network's answers on unseen messages by a few in every few hundred, either way,
 * which would hide what the phrases themselves do (docs/decisions.md, stop 47).
 */
/**
 * A death the message tells of, anywhere outside a denial: "mum died on tuesday", "my cousin has passed", "i
 * lost my husband", "the funeral is on friday".
 */
const DEATH_TOLD =
  '(?<![\\p{L}])(?:died|dead|passed away|passed on|has passed|funeral|lost (?:my|our) (?:mum|mam|mom|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|nan|nana|gran|granny|grandad|grandpa|grandma|grandmother|grandfather|uncle|aunt|auntie|cousin|friend|baby))(?![\\p{L}])';
/** How long a business has run, in the words a message uses (text speak reads "2" as "to" and "4" as "for"). */
const YEARS =
  '(?:[0-9]+|a few|a couple of|several|many|to|for|one|two|three|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty) (?:years|decades)';
/** A year at least two years before this one: a business running since then is established. */
const LONG_AGO = `(?:${Array.from({ length: new Date().getFullYear() - 1 - 1950 }, (_, i) => 1950 + i).join('|')})`;
/** The citizen as the one who has run it, and still does: "i have been", "we have". */
const CITIZEN_HAS = '(?<![\\p{L}])(?:i|we)(?: have| am| are)?(?: been)?';
/** The citizen's own job lost: "this time i have been made redundant", "they made me redundant". */
const OWN_JOB_LOST =
  '(?<![\\p{L}])(?:(?:i|we)(?: have| had| am| are| was| were| got)?(?: been| being| just| now)* (?:made redundant|dismissed|sacked|fired|laid off|let go|given notice)|(?:made|making|make) (?:me|us) redundant|(?:let|letting) (?:me|us) go|lost (?:my|our) jobs?|notice of redundancy|redundancy notice|got the sack)(?![\\p{L}])';
/** A start of something new in the same message: "… now going self employed again", "now i want to open a cafe". */
const STARTING_AGAIN =
  '(?!.*(?<![\\p{L}])(?:again|new business|new company|another business|(?:start|starting|started|set up|setting up|open|opening|launch|launching) (?:a|an|my|our|up|another)|go freelance|going freelance|go self employed|going self employed)(?![\\p{L}]))';

const READING_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // The maternity certificate (form MATB1) and the Sure Start Maternity Grant: steps of the birth journey.
  'maternity pay': [
    'matb1',
    'mat b1',
    'maternity certificate',
    'sure start maternity grant',
    'maternity grant',
  ],
  // GOV.UK's Tell Us Once reports a death to government in one go.
  died: ['tell us once'],
  // Not beside a birth, which some councils also offer it for (these longer expressions are read first): the
  // model's own weights for the words lean to a death.
  tellusonce: [
    '(?<=(?:birth|born|baby|babies|newborn)(?![\\p{L}]).*)tell us once',
    'tell us once(?=.*(?<![\\p{L}])(?:birth|born|baby|babies|newborn))',
  ],
  married: ['eloped', 'elope', 'eloping'],
  // Jobseeker's Allowance (New Style JSA is the contribution-based one).
  unemployed: ['jsa'],
  // Not "letting me go home early", "letting me go part time".
  'dismissed me': [
    'letting me go(?! (?:part|home|early|to|for|out|off|with|back|and|round|over|first|on holiday|on leave)(?![\\p{L}]))',
  ],
  'dismissed us': [
    'letting us go(?! (?:part|home|early|to|for|out|off|with|back|and|round|over|first|on holiday|on leave)(?![\\p{L}]))',
  ],
  // A council or housing association tenant swapping homes with another.
  move: ['mutual exchange', 'council house swap', 'council home swap', 'council swap'],
  retire: [
    // The government's free guidance on taking a pension.
    'pension wise',
    // Retiring from the citizen's own business is retiring, not starting one.
    '(?:retire|retiring|retired|retirement) from (?:my|our|the) (?:own )?(?:self employed )?(?:[a-z]+ )?(?:business|company|firm|practice|shop|farm)',
  ],
  // A post cut in a restructure is a job lost: "my post is being deleted".
  dismissed: [
    // Pay for the notice period an employer ends a job in.
    'notice pay',
    '(?<=(?:my|our) )(?:post|role|position|job) (?:is being|has been|was|is|will be|are being|have been|is going to be) (?:deleted|cut|axed|abolished|disestablished|made redundant)',
  ],
  // A job title lost in a restructure is not a job lost.
  'lost my title': ['lost my job title'],
  // "we're over": a couple ending it; not "we are over the moon" or "we are over 60".
  divorce: [
    '(?<=(?<![\\p{L}])(?:we are|we have been|we are both) )over(?! (?:the|a|an|there|here|at|in|on|for|to|with|from|it|that|this|our|my|budget|age|[0-9]))',
  ],
  entrepreneur: [
    // Childminders register with Ofsted or Care Inspectorate Wales and work for themselves.
    '(?:become|becoming|became|be|register as|registering as|registered as|work as|working as|start as|starting as|set up as|setting up as) an? (?:registered )?childminder',
    // The Construction Industry Scheme registers a subcontractor with HMRC.
    'cis registration',
    '(?:register|registering|registered) (?:for|with|under) (?:the )?cis',
    'construction industry scheme',
    'cis subcontractor',
  ],
  // A question asked with no death behind it: "what happens to debts when someone dies? nobody has died"
  // (EVENT_EXCLUSIONS). Not when the message tells of a death: "mum died on tuesday, no one has died in our
  // family before".
  nodeath: [
    `(?<!${DEATH_TOLD}.*)(?:nobody|no one|noone|nobodys|no ones)(?: (?:has|have|is|had))? (?:died|dead|passed away)(?![\\p{L}])(?!.*${DEATH_TOLD})`,
  ],
  // A business run for years is not one starting: "self employed 12 years now, when is the tax return due"
  // (EVENT_EXCLUSIONS).
  longbusiness: [
    `${CITIZEN_HAS} self employed (?:for |since )?${YEARS}(?: now)?${STARTING_AGAIN}`,
    `${CITIZEN_HAS} self employed since ${LONG_AGO}${STARTING_AGAIN}`,
    `${CITIZEN_HAS} (?:run|running|ran|had|owned)(?: (?:my|our|the|a))?(?: own)? (?:business|company|firm|shop|salon|cafe|pub|restaurant)(?: [a-z]+){0,2} (?:for ${YEARS}|since ${LONG_AGO})${STARTING_AGAIN}`,
  ],
  // The citizen still in work while others lose theirs: "half my team were made redundant but I kept my job"
  // (EVENT_EXCLUSIONS).
  keptjob: [
    // Not when the citizen loses theirs too: "i kept my job in the first round but this time i was made redundant".
    `(?<!${OWN_JOB_LOST}.*)(?:i|i have|i still|but i|i managed to) (?:kept|survived) (?:my job|the cuts|the redundancies|redundancy)(?!.*${OWN_JOB_LOST})`,
  ],
  // A trade the citizen works in that serves weddings is not the citizen marrying: "I've been a wedding
  // photographer for years, when do I register for VAT". Not "our wedding venue has cancelled".
  weddingtrade: [
    '(?<=(?:i am|i have been|i work as|i am working as|i run|we run|i am running|i own|we own) (?:a |an )?)wedding (?:photographer|photography|planner|planning|florist|dj|singer|band|caterer|catering|venue|cake maker|cake business|dress shop|videographer|videography)s?',
  ],
  // "move my jobcentre appointment": a date moved, not a home.
  rescheduled: [
    '(?:moved|moving|move|shifted|shifting)(?= (?:the|my|our|a|his|her) (?:jobcentre|doctors|gp|dentist|hospital|council|interview) (?:meeting|appointment|date|booking))',
  ],
};

/**
 * The training phrases and the message-only ones together, longest first, as messages are read: the same
 * compiled phrases as PHRASES, not a second compilation of them (their expressions are compiled at load).
 */
const READING_PHRASES: Phrases = [...PHRASES, ...compilePhrases(READING_SYNONYMS)].sort(
  (a, b) => b.length - a.length,
);

function basic(text: string, keepBreaks = false, correct?: CorrectWord): string {
  let t = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[,;.!?:()]+/g, keepBreaks ? ` ${BREAK} ` : ' ')
    .replace(/[^\p{L}\p{N}'\s\uE001]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t.replace(/'/g, '');
  return t
    .split(' ')
    .map((w) => TEXT_SPEAK[w] ?? (correct ? correct(w) : w))
    .join(' ');
}

/** Lower case, no punctuation, contractions spelled out, chat spellings corrected. */
export function normalizeUtterance(text: string): string {
  return basic(text);
}

/**
 * What the classifier sees: the normalised text (misspellings corrected when a corrector is given)
 * with negation marked and synonyms merged.
 */
export function canonicalUtterance(text: string, correct?: CorrectWord): string {
  return dropBreaks(markNegation(applyPhrases(basic(text, true, correct), PHRASES)));
}

/** A citizen's message as the classifier reads it: `canonicalUtterance` with the message-only phrases too. */
export function readingUtterance(text: string, correct?: CorrectWord): string {
  return dropBreaks(markNegation(applyPhrases(basic(text, true, correct), READING_PHRASES)));
}

/** The lexicons and rules normalisation applies, as text: part of the precomputed model's key. */
export function normalizationFingerprint(): string {
  return JSON.stringify([
    CONTRACTIONS.map(([re, to]) => [re.source, to]),
    TEXT_SPEAK,
    SYNONYMS,
    [...NEGATION_PASSES],
    [...CLAUSE_STARTS],
    NEGATION_REACH,
  ]);
}

/**
 * Every plain word of the lexicons (synonym phrases and their terms, text speak): vocabulary the corrector may
 * correct to. With `reading`, the message-only phrases' words too (READING_SYNONYMS): a message's "miam" is
 * not corrected away before it is read; the training sentences' corrections leave them out.
 */
export function lexiconWords(reading = false): string[] {
  const synonyms = reading ? [SYNONYMS, READING_SYNONYMS] : [SYNONYMS];
  const phrases = [
    ...synonyms.flatMap((lexicon) => [...Object.keys(lexicon), ...Object.values(lexicon).flat()]),
    ...Object.values(TEXT_SPEAK),
  ];
  return phrases.filter((p) => /^[a-z ]+$/.test(p)).flatMap((p) => p.split(' '));
}

/** Whether `offset` falls inside an already replaced (marked) term. */
function insideMark(text: string, offset: number): boolean {
  let marks = 0;
  for (let i = 0; i < offset; i += 1) if (text.charCodeAt(i) === 0xe000) marks += 1;
  return marks % 2 === 1;
}
