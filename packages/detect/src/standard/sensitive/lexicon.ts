import type { Language } from '../../types.ts';
import { BREADTH_GROUPS } from './lexicon-breadth.ts';

/**
 * The standard engine's sensitive categories (spec 2 §3, method 3) and their curated lexicons, in
 * Norwegian (bokmål) and English. A lexicon term is only a *candidate*: whether the sentence is
 * about a person is decided by the context model (context-model.ts). Span rules: decision 0038.
 */
export { SENSITIVE_LABELS, type SensitiveLabel, type FormClass, type LexiconGroup } from './lexicon-types.ts';
import type { FormClass, LexiconGroup, SensitiveLabel } from './lexicon-types.ts';

export interface LexiconEntry {
  label: SensitiveLabel;
  /** What the term is, within its label (condition, medication, offence, religion, union…); reasons name it. */
  kind: string;
  language: Language;
  /** The lemma as written in the lexicon (lower case; may be several words). */
  term: string;
  forms: FormClass;
  /** A proper name ("Høyre", "LO", "Delta"): only a capitalised word in the text matches. */
  proper: boolean;
  /** The term may end a longer compound word ("lungekreft", "brystkreft"): Norwegian compounds are head-last. */
  head: boolean;
  /** The term may begin a compound ("kreftbehandling", "rusproblemer"); the context model judges names like "Kreftforeningen". */
  modifier: boolean;
}

// Terms are comma-separated; `fixed` terms list their forms with '/'.
const CORE_GROUPS: readonly LexiconGroup[] = [
  // ─── HEALTH_INFO_S ───
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'no',
    forms: 'noun',
    head: true,
    modifier: true,
    terms:
      'diabetes, kreft/kreften/kreftens, depresjon, angst, angstlidelse, epilepsi, schizofreni, psykose, astma, kols, demens, alzheimer, autisme, adhd, add, dysleksi, anoreksi, bulimi, spiseforstyrrelse, hjerteinfarkt, hjerneslag, hjertesvikt, høyt blodtrykk, leddgikt, revmatisme, artrose, migrene, fibromyalgi, utbrenthet, ptsd, ocd, bipolar lidelse, personlighetsforstyrrelse, hiv, aids, hepatitt, tuberkulose, covid-19, lungebetennelse, multippel sklerose, parkinson, cerebral parese, downs syndrom, utviklingshemming, psykisk utviklingshemming, hørselstap, synshemming, kronisk smerte, ryggsmerter, svangerskapsdiabetes, fødselsdepresjon, svulst, leukemi, lymfom, cøliaki, allergi, kreftsykdom, sykdom, diagnose, lidelse, hjernerystelse, benbrudd, beinbrudd, senebetennelse, tinnitus, søvnapné, overvekt, fedme',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'no',
    forms: 'adj',
    terms:
      'deprimert, psykotisk, suicidal, gravid, diabetiker, epileptiker, astmatiker, dement, autist, blind, døv, funksjonshemmet, kreftsyk, psykisk syk, alvorlig syk, uføre',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication',
    language: 'no',
    forms: 'fixed',
    terms:
      'insulin/insulinet, metformin, ritalin, concerta, medikinet, strattera, zoloft, sertralin, cipralex, escitalopram, fluoksetin, prozac, lamictal, lamotrigin, litium, seroquel, quetiapin, olanzapin, zyprexa, abilify, risperdal, sobril, vival, valium, stesolid, diazepam, imovane, zopiklon, paracet, paracetamol, ibux, ibuprofen, morfin, oxycontin, oksykodon, tramadol, metadon, subutex, buprenorfin, suboxone, antabus, antidepressiva, antipsykotika, sovemedisin/sovemedisiner/sovetabletter, smertestillende, blodtrykksmedisin/blodtrykksmedisiner, cellegift/cellegiften, p-piller, medisin/medisinen/medisiner/medisinene, legemiddel/legemidler, benzodiazepiner',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'treatment',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'kjemoterapi, strålebehandling, dialyse, operasjon, amputasjon, transplantasjon, psykoterapi, samtaleterapi, fysioterapi, rusbehandling, innleggelse, tvangsinnleggelse, tvangsmedisinering, sykehusinnleggelse, abort, prevensjon, keisersnitt, rehabilitering, legemiddelassistert rehabilitering, lar-behandling, psykiatrisk behandling, poliklinisk behandling',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'en',
    forms: 'noun',
    terms:
      'diabetes, cancer, depression, anxiety, anxiety disorder, epilepsy, schizophrenia, psychosis, asthma, copd, dementia, alzheimer, autism, adhd, dyslexia, anorexia, bulimia, eating disorder, heart attack, stroke, heart failure, high blood pressure, hypertension, arthritis, migraine, fibromyalgia, burnout, ptsd, ocd, bipolar disorder, personality disorder, hiv, aids, hepatitis, tuberculosis, pneumonia, multiple sclerosis, parkinson, cerebral palsy, down syndrome, learning disability, hearing loss, visual impairment, chronic pain, back pain, tumour, tumor, leukaemia, leukemia, lymphoma, coeliac disease, celiac disease, allergy, illness, diagnosis, disorder, injury, concussion, fracture, tinnitus, sleep apnoea, sleep apnea, obesity',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'en',
    forms: 'fixed',
    terms:
      'depressed, psychotic, suicidal, pregnant, diabetic, epileptic, asthmatic, blind, deaf, disabled, terminally ill, mentally ill',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication',
    language: 'en',
    forms: 'fixed',
    terms:
      'insulin, metformin, ritalin, concerta, sertraline, zoloft, escitalopram, fluoxetine, prozac, lamotrigine, lithium, quetiapine, seroquel, olanzapine, aripiprazole, risperidone, diazepam, valium, zopiclone, paracetamol, ibuprofen, morphine, oxycodone, oxycontin, tramadol, methadone, buprenorphine, suboxone, antidepressants, antipsychotics, sleeping pills, painkillers, chemotherapy drugs, medication/medications, medicine',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'treatment',
    language: 'en',
    forms: 'noun',
    terms:
      'chemotherapy, radiotherapy, radiation therapy, dialysis, surgery, amputation, transplant, psychotherapy, physiotherapy, rehab, rehabilitation, detox, hospitalisation, hospitalization, involuntary admission, abortion, caesarean section, c-section, psychiatric treatment, psychiatric ward, counselling, counseling',
  },
  // ─── CRIMINAL_RECORD_S ───
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'offence',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'tyveri, innbrudd, ran, vold, legemsbeskadigelse, kroppsskade, drap, drapsforsøk, voldtekt, overgrep, seksuelt overgrep, narkotikalovbrudd, narkotikaforbrytelse, promillekjøring, fyllekjøring, ruskjøring, bedrageri, underslag, trygdesvindel, skattesvindel, hvitvasking, trusler, trussel, hærverk, brannstiftelse, frihetsberøvelse, menneskehandel, mishandling, mishandling i nære relasjoner, partnervold, barnemishandling, stalking, hatkriminalitet, ordensforstyrrelse, lovbrudd, forbrytelse, forseelse, straffbart forhold, besittelse av narkotika',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'sanction',
    language: 'no',
    forms: 'noun',
    terms:
      'fengselsstraff, ubetinget fengsel, betinget fengsel, samfunnsstraff, bot, forelegg, forenklet forelegg, varetektsfengsling, varetekt, soning, prøveløslatelse, førerkortbeslag, tap av førerett, kontaktforbud, besøksforbud, oppholdsforbud, omvendt voldsalarm, elektronisk kontroll, fotlenke, straffedom, dom, anmerkning, prikk på rullebladet, strafferegistrering',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'procedure',
    language: 'no',
    forms: 'fixed',
    terms:
      'dømt/dømte, domfelt, siktet, tiltalt, anmeldt, pågrepet, arrestert, fengslet, straffet, straffedømt, sonet/soner/sonte, løslatt, prøveløslatt, varetektsfengslet, bøtelagt, mistenkt, etterlyst',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'offence',
    language: 'en',
    forms: 'noun',
    terms:
      'theft, burglary, robbery, assault, aggravated assault, murder, manslaughter, attempted murder, rape, sexual assault, sexual abuse, drug offence, drug offense, drug possession, possession of drugs, drink driving, drunk driving, dui, fraud, benefit fraud, tax fraud, embezzlement, money laundering, threats, vandalism, arson, domestic violence, child abuse, stalking, hate crime, shoplifting, criminal offence, criminal offense, felony, misdemeanour, misdemeanor',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'sanction',
    language: 'en',
    forms: 'noun',
    terms:
      'prison sentence, jail sentence, suspended sentence, community service, probation, parole, remand, restraining order, criminal record, conviction, conviction for, electronic tagging, ankle monitor',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'procedure',
    language: 'en',
    forms: 'fixed',
    terms:
      'convicted, sentenced, charged with, indicted, arrested, imprisoned, jailed, incarcerated, paroled, on parole, on probation, prosecuted, fined, remanded in custody',
  },
  // ─── SEXUAL_ORIENTATION_S ───
  {
    label: 'SEXUAL_ORIENTATION_S',
    kind: 'orientation',
    language: 'no',
    forms: 'adj',
    terms: 'homofil, lesbisk, bifil, skeiv, heterofil, panfil, aseksuell, transkjønnet, ikke-binær',
  },
  {
    label: 'SEXUAL_ORIENTATION_S',
    kind: 'orientation',
    language: 'no',
    forms: 'noun',
    terms:
      'lesbe, transperson, legning, seksuell legning, seksuell orientering, kjønnsidentitet, kjønnsinkongruens, kjønnsbekreftende behandling',
  },
  {
    label: 'SEXUAL_ORIENTATION_S',
    kind: 'orientation',
    language: 'en',
    forms: 'fixed',
    terms:
      'gay, lesbian/lesbians, bisexual, queer, heterosexual, pansexual, asexual, transgender, trans woman, trans man, non-binary, sexual orientation, gender identity, gender dysphoria, gender transition',
  },
  // ─── FAMILY_RELATION_S ───
  {
    label: 'FAMILY_RELATION_S',
    kind: 'kin',
    language: 'no',
    forms: 'fixed',
    terms:
      'mor/moren/moras/mora/mors/mødre/mødrene, far/faren/fars/farens/fedre/fedrene, foreldre/foreldrene/foreldrenes, sønn/sønnen/sønner/sønnene/sønns, datter/datteren/dattera/døtre/døtrene, bror/broren/brødre/brødrene, søster/søsteren/søstra/søstre/søstrene, søsken/søsknene, halvbror/halvbroren, halvsøster/halvsøsteren, ektefelle/ektefellen, ektemann/ektemannen, kone/kona/konen, samboer/samboeren, kjæreste/kjæresten, eksmann/eksmannen, ekskone/ekskona, ekssamboer/ekssamboeren, besteforeldre/besteforeldrene, bestemor/bestemoren, bestefar/bestefaren, mormor, morfar, farmor, farfar, barnebarn/barnebarnet, onkel/onkelen, tante/tanten/tanta, fetter/fetteren, kusine/kusinen, nevø/nevøen, niese/niesen, stemor/stemoren, stefar/stefaren, steforeldre, svigermor, svigerfar, svigerforeldre, fostermor, fosterfar, fosterforeldre/fosterforeldrene, fosterbarn/fosterbarnet, adoptivmor, adoptivfar, adoptivforeldre, biologisk mor, biologisk far, biologiske foreldre, enke/enken, enkemann/enkemannen, barnefar/barnefaren, barnemor/barnemoren, verge/vergen',
  },
  {
    label: 'FAMILY_RELATION_S',
    kind: 'kin',
    language: 'en',
    forms: 'fixed',
    terms:
      'mother, father, parents, son, sons, daughter, daughters, brother, brothers, sister, sisters, siblings, half-brother, half-sister, husband, wife, spouse, partner, boyfriend, girlfriend, ex-husband, ex-wife, ex-partner, grandmother, grandfather, grandparents, grandson, granddaughter, grandchildren, uncle, aunt, cousin, nephew, niece, stepmother, stepfather, stepson, stepdaughter, mother-in-law, father-in-law, foster mother, foster father, foster parents, foster child, adoptive parents, biological mother, biological father, widow, widower, guardian, mum, mom, dad',
  },
  // ─── EMPLOYMENT_INFO_S ───
  {
    label: 'EMPLOYMENT_INFO_S',
    kind: 'status',
    language: 'no',
    forms: 'fixed',
    terms:
      'permittert/permitterte, oppsagt, sagt opp, avskjediget, arbeidsledig/arbeidsledige, arbeidssøkende, uføretrygdet, ufør, midlertidig ansatt, fast ansatt, deltidsansatt, vikar, lærling, i arbeidspraksis, i tiltak',
  },
  {
    label: 'EMPLOYMENT_INFO_S',
    kind: 'employment',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'permittering, oppsigelse, avskjed, advarsel, arbeidsavklaringspenger, aap, uføretrygd, uførepensjon, dagpenger, arbeidsledighet, arbeidsuførhet, tilrettelegging, attføring, arbeidspraksis, varsel om oppsigelse, disiplinærsak, personalsak, stillingsbrøk, arbeidsforhold, arbeidsavtale',
  },
  {
    label: 'EMPLOYMENT_INFO_S',
    kind: 'status',
    language: 'en',
    forms: 'fixed',
    terms:
      'laid off, dismissed, fired, made redundant, unemployed, jobless, furloughed, on disability benefit, part-time, temporary contract, permanent contract, apprentice, written warning, disciplinary hearing, disciplinary case, redundancy, dismissal, unemployment benefit, jobseeker, disability benefits, performance improvement plan, employment contract',
  },
  // ─── ECONOMIC_STATUS_S ───
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'debt',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'gjeld/gjelda/gjelden/gjeldens/gjeldene, betalingsanmerkning, inkasso, inkassosak, gjeldsordning, gjeldsforhandling, utleggstrekk, lønnstrekk, tvangssalg, tvangsauksjon, konkurs, betalingsproblemer, betalingsvansker, restanse, husleierestanse, forbrukslån, kredittkortgjeld, skattegjeld, studiegjeld, namsmann, utkastelse, fravikelse',
  },
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'assistance',
    language: 'no',
    forms: 'fixed',
    terms:
      'sosialhjelp, økonomisk sosialhjelp, økonomisk stønad, nødhjelp, bostøtte, startlån, kommunal bolig, matkort, matutdeling, midlertidig botilbud, bostedsløs/bostedsløse, hjemløs/hjemløse, lavinntekt, lav inntekt, fattigdom, fattig, blakk, økonomiske problemer, dårlig økonomi, trang økonomi, økonomisk rådgivning, nav-sosialhjelp, kvalifiseringsprogrammet, kvalifiseringsstønad, overgangsstønad, barnetrygd, kontantstøtte',
  },
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'debt',
    language: 'en',
    forms: 'fixed',
    terms:
      'debt, debts, in debt, debt collection, debt collector, bailiff, bankruptcy, bankrupt, insolvent, insolvency, eviction, evicted, arrears, rent arrears, payment default, bad credit, county court judgment, repossession, foreclosure, payday loan',
  },
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'assistance',
    language: 'en',
    forms: 'fixed',
    terms:
      'welfare, social assistance, welfare benefits, food bank, food stamps, housing benefit, universal credit, homeless, homelessness, low income, poverty, financial difficulties, financial hardship, financial problems, emergency assistance',
  },
  // ─── FINANCIAL_INFO_S ───
  {
    label: 'FINANCIAL_INFO_S',
    kind: 'income',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'lønn, årslønn, månedslønn, timelønn, grunnlønn, inntekt, årsinntekt, bruttoinntekt, nettoinntekt, formue, nettoformue, bankinnskudd, sparing, boliglån, lån, billån, pensjon, utbytte, skatt, restskatt, kontantbeløp, arv, lønnsslipp',
  },
  {
    label: 'FINANCIAL_INFO_S',
    kind: 'income',
    language: 'en',
    forms: 'fixed',
    terms:
      'salary, annual salary, wage, wages, hourly wage, income, annual income, gross income, net income, savings, mortgage, loan, car loan, pension, dividend, tax bill, inheritance, bank balance, net worth, payslip',
  },
  // ─── POLITICAL_CASE_S ───
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    language: 'no',
    forms: 'fixed',
    terms:
      'Arbeiderpartiet, Høyre, Fremskrittspartiet, FrP, Senterpartiet, Sosialistisk Venstreparti, SV, Rødt, Venstre, Kristelig Folkeparti, KrF, Miljøpartiet De Grønne, MDG, partimedlem/partimedlemmer, partimedlemskap, partimedlemskapet, politisk aktiv, politisk aktivist, politisk flyktning, politisk overbevisning, politisk ståsted, politiske syn, politiske meninger, demonstrant',
  },
  {
    label: 'POLITICAL_CASE_S',
    kind: 'union',
    language: 'no',
    forms: 'fixed',
    terms:
      'fagforening/fagforeningen, fagforeningsmedlem, fagorganisert/fagorganiserte, tillitsvalgt/tillitsvalgte, hovedtillitsvalgt, verneombud, LO, Fellesforbundet, Fagforbundet, Delta, Unio, YS, Akademikerne, Utdanningsforbundet, Sykepleierforbundet, NITO, Tekna, Parat',
  },
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    language: 'en',
    forms: 'fixed',
    terms:
      'Labour Party, Conservative Party, Liberal Democrats, Democratic Party, Republican Party, party member, party membership, political activist, political views, political opinions, political beliefs, political refugee, protester',
  },
  // ─── BEHAVIORAL_PATTERN_S ───
  {
    label: 'BEHAVIORAL_PATTERN_S',
    kind: 'behaviour',
    language: 'no',
    forms: 'noun',
    head: true,
    modifier: false,
    terms:
      'rusmisbruk, rusproblem, rusproblemer, rusbruk, alkoholmisbruk, alkoholproblem, alkoholproblemer, alkoholisme, narkotikamisbruk, stoffmisbruk, avhengighet, spilleavhengighet, pengespillavhengighet, selvskading, selvmordsforsøk, selvmordstanker, utagering, aggresjon, voldsatferd, skulking, rømming, isolasjon, impulsivitet, atferdsvansker, atferdsproblemer, sinneutbrudd, søvnproblemer, gaming, spillproblemer, overforbruk, tvangshandlinger',
  },
  {
    label: 'BEHAVIORAL_PATTERN_S',
    kind: 'behaviour',
    language: 'no',
    forms: 'fixed',
    terms:
      'ruser seg, ruset, beruset, drikker mye, drikker daglig, skulker, rømmer, rømte, utagerende, aggressiv, voldelig, truende, isolerer seg, skader seg selv, kutter seg, røyker hasj, bruker hasj, bruker amfetamin, bruker kokain, injiserer',
  },
  {
    label: 'BEHAVIORAL_PATTERN_S',
    kind: 'behaviour',
    language: 'en',
    forms: 'fixed',
    terms:
      'substance abuse, drug abuse, drug use, alcohol abuse, alcoholism, alcoholic, addiction, addicted, gambling addiction, gambling problem, self-harm, self-harming, suicide attempt, suicidal thoughts, aggressive behaviour, aggressive behavior, violent behaviour, violent behavior, truancy, truant, runs away, ran away, outbursts, binge drinking, drinks heavily, uses cannabis, smokes cannabis, uses cocaine, injects drugs, intoxicated, drunk',
  },
  // ─── CONTEXT_SENSITIVE_S ───
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'no',
    forms: 'fixed',
    terms:
      'muslim/muslimer/muslimsk/muslimske, kristen/kristne, katolikk/katolsk, jøde/jødisk/jødiske, hindu, buddhist, sikh, jehovas vitne/jehovas vitner, pinsevenn, læstadianer, ateist, konvertert, konvertitt, moské/moskeen, synagoge/synagogen, menighet/menigheten, trossamfunn/trossamfunnet, religiøs/religiøse, religion/religionen',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    forms: 'fixed',
    terms:
      'asylsøker/asylsøkere/asylsøkeren, flyktning/flyktningen/flyktninger, enslig mindreårig, oppholdstillatelse/oppholdstillatelsen, utvisning/utvist, uten lovlig opphold, statsløs, innvandrer/innvandreren, etnisitet/etnisk, samisk bakgrunn, romfolk, tater, kvensk, minoritetsbakgrunn',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'child welfare',
    language: 'no',
    forms: 'fixed',
    terms:
      'bekymringsmelding/bekymringsmeldingen/bekymringsmeldinger, omsorgsovertakelse/omsorgsovertakelsen, akuttplassering/akuttplasseringen, fosterhjem/fosterhjemmet, beredskapshjem/beredskapshjemmet, barnevernsinstitusjon/barnevernsinstitusjonen, hjelpetiltak/hjelpetiltakene, undersøkelsessak/undersøkelsessaken, tiltaksplan/tiltaksplanen, samværsrett/samvær/samværet, tilsynsfører, meldt til barnevernet, barnevernssak/barnevernssaken, nødverge',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'en',
    forms: 'fixed',
    terms:
      "muslim, muslims, christian, catholic, jewish, jew, hindu, buddhist, sikh, jehovah’s witness, jehovah's witness, atheist, converted, convert, mosque, synagogue, congregation, religious, religion",
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'en',
    forms: 'fixed',
    terms:
      'asylum seeker, asylum application, refugee, refugee status, undocumented, residence permit, deportation, deported, stateless, immigrant, ethnicity, ethnic background, ethnic minority, child protection, care order, foster care, foster placement, emergency placement, safeguarding concern, social services case, supervised contact, contact arrangements',
  },
  // ─── ANIMAL_INFO_S ───
  {
    label: 'ANIMAL_INFO_S',
    kind: 'animal',
    language: 'no',
    forms: 'fixed',
    terms:
      'hund/hunden/hunder/hundene, valp/valpen, katt/katten/katter/kattene, kattunge/kattungen, hest/hesten/hester/hestene, ponni/ponnien, kanin/kaninen, marsvin/marsvinet, hamster/hamsteren, papegøye/papegøyen, undulat/undulaten, slange/slangen, ilder/ilderen, kjæledyr/kjæledyret, husdyr/husdyrene, førerhund/førerhunden, assistansehund, sauer, kyr, besetning/besetningen, buskap',
  },
  {
    label: 'ANIMAL_INFO_S',
    kind: 'animal',
    language: 'en',
    forms: 'fixed',
    terms:
      'dog, dogs, puppy, cat, cats, kitten, horse, horses, pony, rabbit, guinea pig, hamster, parrot, budgie, snake, ferret, pet, pets, guide dog, assistance dog, livestock, cattle, sheep, herd',
  },
];

const PLURAL_LEMMA =
  /(?:problemer|vansker|vanskar|smerter|smertar|plager|plagar|penger|pengar|trusler|symptomer|symptom|tanker|tankar|lidelser|skader|utbrudd|anfall|forstyrrelser|tiltak|traumer|abstinenser|metastaser|handlinger)$/u;
const NOUN_ENDINGS_NO = ['', 'en', 'et', 'a', 'er', 'ene', 's', 'ens', 'ets', 'ers', 'enes'];
const NOUN_ENDINGS_NO_E = ['', 'n', 'r', 'ne', 's', 'ns', 'rs', 'nes', 't'];
const NOUN_ENDINGS_EN = ['', 's', 'es', "'s"];

/** The forms of a lemma (every form lower case): regular endings on the last word. */
export function formsOf(term: string, forms: FormClass, language: Language): string[] {
  // A term that lists its forms is fixed whatever its group ("kreft/kreften": not "krefter", forces).
  if (forms === 'fixed' || term.includes('/')) return term.split('/').map((form) => form.trim());
  // A lemma in the plural ("ryggsmerter", "rusproblemer", "språkvanskar", "dagpenger") takes the
  // plural's endings only: "ryggsmertene", never "ryggsmerteren" (checked against the Bokmål and
  // Nynorsk dictionaries by scripts/sensitive/check-forms.ts).
  if (forms === 'noun' && language === 'no' && PLURAL_LEMMA.test(term))
    return [term, `${term.slice(0, -1)}ne`, `${term}s`];
  const endings =
    forms === 'adj'
      ? language === 'no'
        ? term.endsWith('e')
          ? ['']
          : ['', 'e', 't']
        : ['']
      : language === 'no'
        ? term.endsWith('e')
          ? NOUN_ENDINGS_NO_E
          : NOUN_ENDINGS_NO
        : NOUN_ENDINGS_EN;
  return endings.map((ending) => term + ending);
}

const GROUPS: readonly LexiconGroup[] = [...CORE_GROUPS, ...BREADTH_GROUPS];

/**
 * What a sensitive hit is, in the terms of GDPR art. 9 and 10 and spec 2's catalogue: the
 * category a reason names and a redaction log counts. The label alone does not say it: religion,
 * ethnic origin and biometric data share CONTEXT_SENSITIVE_S, parties and unions
 * POLITICAL_CASE_S, genetic data HEALTH_INFO_S (the standard catalogue has no label of their own).
 */
export const SENSITIVE_CATEGORIES = {
  HEALTH: 'health',
  GENETIC: 'genetic data',
  BIOMETRIC: 'biometric data',
  RELIGION: 'religious belief',
  ETHNIC: 'ethnic origin',
  POLITICAL: 'political opinion',
  UNION: 'trade-union membership',
  SEXUAL: 'sexual orientation or gender identity',
  CRIMINAL: 'criminal record',
  FAMILY: 'family relation',
  EMPLOYMENT: 'employment',
  ECONOMIC: 'economic status',
  FINANCIAL: 'financial',
  BEHAVIOR: 'behaviour',
  CHILD_WELFARE: 'child welfare',
  ANIMAL: 'animal',
  AGE: 'age',
} as const;
export type SensitiveCategory = keyof typeof SENSITIVE_CATEGORIES;

const LABEL_CATEGORY: Record<SensitiveLabel, SensitiveCategory> = {
  HEALTH_INFO_S: 'HEALTH',
  CRIMINAL_RECORD_S: 'CRIMINAL',
  SEXUAL_ORIENTATION_S: 'SEXUAL',
  FAMILY_RELATION_S: 'FAMILY',
  EMPLOYMENT_INFO_S: 'EMPLOYMENT',
  ECONOMIC_STATUS_S: 'ECONOMIC',
  FINANCIAL_INFO_S: 'FINANCIAL',
  POLITICAL_CASE_S: 'POLITICAL',
  BEHAVIORAL_PATTERN_S: 'BEHAVIOR',
  CONTEXT_SENSITIVE_S: 'CHILD_WELFARE',
  ANIMAL_INFO_S: 'ANIMAL',
};
const KIND_CATEGORY: Readonly<Record<string, SensitiveCategory>> = {
  genetic: 'GENETIC',
  biometric: 'BIOMETRIC',
  religion: 'RELIGION',
  background: 'ETHNIC',
  union: 'UNION',
  'sick leave': 'HEALTH',
};

/** The category of a lexicon entry (or pattern) from its label and kind. */
export function categoryOf(label: SensitiveLabel, kind: string): SensitiveCategory {
  return KIND_CATEGORY[kind] ?? LABEL_CATEGORY[label];
}

/** Every group expanded into entries, one per lemma. */
export const LEXICON: readonly LexiconEntry[] = GROUPS.flatMap((group) =>
  group.terms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => ({
      label: group.label,
      kind: group.kind,
      language: group.language,
      term: term.toLowerCase(),
      proper: /^\p{Lu}/u.test(term),
      forms: group.forms,
      head: group.head ?? false,
      modifier: group.modifier ?? group.head ?? false,
    })),
);
