import type { LexiconGroup } from './lexicon-types.ts';

/**
 * The language of case files (issue 28): what welfare, health, child-welfare, police, HR and
 * immigration documents say that the first lexicon (lexicon.ts) lacked — clinical words and their
 * Nynorsk forms, symptoms, common prescription drugs by name, genetic and biometric data, ways of
 * saying religion, ethnic origin, party and union membership. Written from clinical and case-work
 * vocabulary (ICD-10 chapter names, Felleskatalogen's common drugs, the unions of LO, YS, Unio and
 * Akademikerne), not from the evaluation sets; see docs/decisions/0050.
 */
export const BREADTH_GROUPS: readonly LexiconGroup[] = [
  // ─── Health: conditions (Norwegian bokmål and nynorsk; compounds read head-last) ───
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'hypertensjon, lungeemboli, emboli, trombose, venetrombose, blodpropp, atrieflimmer, angina, hjerterytmeforstyrrelse, endometriose, prolaps, skiveprolaps, isjias, psoriasis, eksem, irritabel tarm, crohns sykdom, ulcerøs kolitt, kolitt, nyresvikt, leversvikt, cirrhose, skrumplever, hypotyreose, hypertyreose, stoffskiftesykdom, revmatoid artritt, artritt, bekhterev, nevropati, polynevropati, kognitiv svikt, autismespekterforstyrrelse, autismespekterforstyrring, aspergers syndrom, tourettes syndrom, dyskalkuli, språkvansker, språkvanskar, posttraumatisk stresslidelse, traume, traumer, depressiv episode, depressiv lidelse, tilbakevendende depressiv lidelse, generalisert angstlidelse, sosial angst, panikklidelse, tvangslidelse, ruslidelse, alkoholavhengighet, opioidavhengighet, avhengighetssyndrom, abstinens, abstinenser, overdose, selvmordsfare, suicidalitet, suicidalrisiko, hjerneskade, nakkesleng, whiplash, fraktur, lårhalsbrudd, håndleddsbrudd, infarkt, kreftdiagnose, brystkreft, prostatakreft, tarmkreft, lungekreft, hudkreft, føflekkreft, metastaser, cyste, polypp, sklerose, kols, diabetes type 1, diabetes type 2, type 1-diabetes, type 2-diabetes, svangerskap, svangerskapet, graviditet, spontanabort, fødselsskade, lærevansker, lærevanskar, lese- og skrivevansker, konsentrasjonsvansker, konsentrasjonsvanskar, atferdsforstyrrelse, tilknytningsforstyrrelse, utviklingsforstyrrelse, forsinket utvikling, hørselshemming, nedsatt hørsel, nedsett hørsel, nedsatt syn, synstap, smerter, smertar, plager, plagar, vansker, vanskar, betennelse',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'no',
    forms: 'fixed',
    terms:
      'sjukdom/sjukdommen/sjukdomen/sjukdommar, lidinga/lidingar, forstyrringa, vanskane/vanskar, plagene/plagane, smertene/smertane, nedstemthet/nedstemtheten, nedstemt, nedfor, søvnvansker/søvnvanskar, søvnløshet, mareritt, angstanfall, panikkanfall, hodepine, hovudpine, svimmelhet, kvalme, oppkast, feber, hoste, tung pust, dyspné, dyspnoe, brystsmerter, hjertebank, utmattelse, utmatting, utmattingsdiagnose, tretthet, kronisk utmattelse, cfs/me, vekttap, vektnedgang, blåmerker/blåmerke, hevelse, ødem, hallusinasjoner, vrangforestillinger, stemmehøring, selvmordstanker/sjølvmordstankar, suicidale tanker, dødsønsker, selvmordsforsøk/sjølvmordsforsøk, tiltaksløshet, konsentrasjonsvansker, hukommelsesproblemer, hukommelsessvikt, minnesvikt, funksjonsnedsettelse/funksjonsnedsetting, funksjonshemming, bevegelseshemmet, rullestolbruker, psykisk uhelse, psykiske plager, psykiske vansker, psykiske vanskar, psykisk lidelse, psykisk sjuk/psykisk syk, sjuk/syk, innlagt/innlagd, operert, gipset, sydd, positiv test, rusavhengig, rusmisbruker, misbruker, beruset, ruspåvirket, påverka, intox, alkoholpåvirket, gravid/gravide, abstinent',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'treatment',
    language: 'no',
    forms: 'fixed',
    terms:
      'oppfølging i dps, poliklinisk oppfølging, innleggelse/innlegginga, samtalebehandling, kognitiv terapi, kognitiv atferdsterapi, traumebehandling, emdr, medisinering, medikamentell behandling, antikoagulasjon, blodfortynnende, blodfortynnande, insulinpumpe, oksygenbehandling, hjemmeoksygen, dialysebehandling, cellegiftbehandling, stråling, kirurgi, hofteoperasjon, kneoperasjon, ryggoperasjon, mastektomi, hysterektomi, keisarsnitt, rusomsorg, avrusning, tsb, legemiddelassistert behandling, substitusjonsbehandling, hjemmesykepleie, heimesjukepleie, praktisk bistand, brukerstyrt personlig assistanse, bpa, omsorgsbolig, omsorgsbustad, sykehjemsplass, sjukeheimsplass, hjelpemidler, hjelpemiddel, rullator, høreapparat, logoped, ergoterapi, habilitering, spesialundervisning, ipo, individuell plan',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication',
    language: 'no',
    forms: 'fixed',
    terms:
      'paracet, pinex, pinex forte, paralgin forte, ibux, voltaren, naproxen, albyl-e, eliquis, xarelto, pradaxa, marevan, warfarin, fragmin, klexane, ventoline, seretide, symbicort, atrovent, spiriva, lyrica, pregabalin, neurontin, gabapentin, sarotex, amitriptylin, remeron, mirtazapin, valdoxan, wellbutrin, elvanse, intuniv, melatonin, circadin, stilnoct, atarax, phenergan, truxal, nozinan, leponex, klozapin, lithionit, orfiril, valproat, tegretol, karbamazepin, trileptal, keppra, levetiracetam, levaxin, euthyrox, levotyroksin, januvia, jardiance, forxiga, ozempic, victoza, trulicity, wegovy, saxenda, mounjaro, lantus, humalog, novorapid, insulatard, toujeo, tresiba, lipitor, crestor, simvastatin, atorvastatin, selo-zok, metoprolol, cozaar, atacand, diovan, norvasc, amlodipin, furix, furosemid, burinex, pantoprazol, somac, nexium, losec, omeprazol, prednisolon, medrol, metotreksat, plaquenil, salazopyrin, humira, enbrel, remicade, oxynorm, targiniq, nobligan, tramagetic, dolcontin, buprenorfin, naltrekson, campral, champix, cerazette, yasmin, loette, microgynon, mirena, jaydess, kyleena, nexplanon, depo-provera, prazosin, propranolol, atenolol, valaciklovir, aciklovir, apocillin, kåvepenin, amoksicillin, selexid, doksycyklin, ciproxin, ciprofloksacin, diflucan, metylfenidat, ritalin uno, lisdeksamfetamin, deksamfetamin, apixaban, rivaroksaban, dalteparin, enoksaparin, desogestrel, levonorgestrel, sumatriptan, imigran, maxalt, topiramat, topimax, lamotrigin, vitamin b12-injeksjoner, jerntabletter, antihistamin',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'en',
    forms: 'noun',
    terms:
      "pulmonary embolism, embolism, deep vein thrombosis, dvt, thrombosis, blood clot, atrial fibrillation, angina, endometriosis, disc prolapse, slipped disc, sciatica, psoriasis, eczema, irritable bowel syndrome, ibs, crohn’s disease, crohn's disease, ulcerative colitis, kidney failure, renal failure, liver failure, cirrhosis, hypothyroidism, hyperthyroidism, rheumatoid arthritis, ankylosing spondylitis, neuropathy, cognitive impairment, autism spectrum disorder, asperger syndrome, tourette syndrome, dyscalculia, post-traumatic stress disorder, trauma, depressive episode, major depressive disorder, generalised anxiety disorder, generalized anxiety disorder, social anxiety, panic disorder, substance use disorder, alcohol dependence, opioid dependence, withdrawal, overdose, brain injury, head injury, whiplash, broken wrist, broken arm, broken leg, infarction, myocardial infarction, breast cancer, prostate cancer, bowel cancer, lung cancer, skin cancer, melanoma, metastases, cyst, polyp, type 1 diabetes, type 2 diabetes, pregnancy, miscarriage, learning difficulties, learning difficulty, developmental delay, hearing impairment, sight loss, symptom, pain, infection, inflammation, injuries, wound, bruise, bruising, laceration, scar, migraine without aura, migraine with aura, long covid, chronic fatigue syndrome, me/cfs",
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'condition',
    language: 'en',
    forms: 'fixed',
    terms:
      'low mood, depressed mood, insomnia, poor sleep, sleep problems, nightmares, flashbacks, panic attacks, anxiety attacks, headache/headaches, dizziness, nausea, vomiting, fever, cough, shortness of breath, breathlessness, dyspnoea, dyspnea, chest pain, palpitations, fatigue, exhaustion, weight loss, swelling, oedema, edema, hallucinations, delusions, hearing voices, suicidal ideation, suicidal thoughts, death wishes, memory problems, memory loss, concentration problems, reduced mobility, wheelchair user, mental health problems, mental health difficulties, mental illness, mental health condition, sick, unwell, admitted to hospital, hospitalised, hospitalized, operated on, underwent surgery, tested positive, intoxicated, heavily intoxicated, drunk, under the influence, high on, positive urine test, positive drug test, disability, impairment, limp, stammer, stutter',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'treatment',
    language: 'en',
    forms: 'fixed',
    terms:
      'cognitive behavioural therapy, cognitive behavioral therapy, cbt, emdr, trauma therapy, medication review, anticoagulation, blood thinners, oxygen therapy, insulin pump, hip replacement, knee replacement, mastectomy, hysterectomy, opioid substitution therapy, methadone programme, detoxification, home care, home nursing, care home place, nursing home place, personal assistance, walking aid, hearing aid, speech therapy, occupational therapy, special education, individual plan, stitches, sutured, plaster cast',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication',
    language: 'en',
    forms: 'fixed',
    terms:
      'apixaban, rivaroxaban, dabigatran, warfarin, dalteparin, enoxaparin, heparin, pregabalin, gabapentin, amitriptyline, mirtazapine, citalopram, venlafaxine, duloxetine, bupropion, methylphenidate, lisdexamfetamine, atomoxetine, melatonin, clozapine, valproate, carbamazepine, levetiracetam, levothyroxine, sitagliptin, empagliflozin, dapagliflozin, semaglutide, liraglutide, atorvastatin, simvastatin, rosuvastatin, metoprolol, bisoprolol, propranolol, atenolol, amlodipine, losartan, candesartan, ramipril, lisinopril, furosemide, omeprazole, pantoprazole, prednisolone, methotrexate, hydroxychloroquine, adalimumab, naltrexone, acamprosate, disulfiram, antabuse, varenicline, desogestrel, levonorgestrel, combined pill, combined oral contraceptive, contraceptive pill, the pill, iud, prazosin, sumatriptan, topiramate, lamotrigine, salbutamol, ventolin, inhaler, steroids, antibiotics, co-codamol, codeine, naproxen, diclofenac, aspirin, nicotine patches',
  },
  // ─── Sick leave: health data (Datatilsynet; GDPR art. 9), not only an employment fact ───
  {
    label: 'HEALTH_INFO_S',
    kind: 'sick leave',
    language: 'no',
    forms: 'fixed',
    terms:
      'sykmeldt/sykemeldt/sykmeldte/sykemeldte/sjukmeldt/sjukemeldt/sjukmeld/sjukemeld/sjukmelde, delvis sykmeldt/delvis sjukmeld, gradert sykmeldt, deltidssykmeldt, fullt sykmeldt, sykmelding/sykmeldingen/sykemelding/sykmeldinger/sjukmelding/sjukemelding/sjukmeldinga, sykefravær/sykefraværet/sjukefråvær/sjukefråværet, høyt sykefravær, høgt sjukefråvær, sykepenger/sykepengene/sjukepengar, egenmelding/egenmeldingen/eigenmelding, egenmeldingsdager',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'sick leave',
    language: 'en',
    forms: 'fixed',
    terms:
      'on sick leave, sick leave, signed off sick, signed off, off sick, sick note, fit note, self-certification, sickness absence, statutory sick pay, sick pay',
  },
  // ─── Genetic data (GDPR art. 9): kept under health, its own category in the reason ───
  {
    label: 'HEALTH_INFO_S',
    kind: 'genetic',
    language: 'no',
    forms: 'fixed',
    terms:
      'gentest/gentesten/gentester, genetisk test/genetisk testing, genetisk undersøkelse/genetisk undersøking, genetisk utredning, genetisk analyse, genanalyse, prediktiv test/prediktiv gentest/prediktiv testing, presymptomatisk test, bærertest/bærertesting, bærerstatus, genbærer/genbærere, genbærerstatus, biologisk far, biologiske far, biological father, farskap/farskapet, anleggsbærer, mutasjon/mutasjonen/mutasjoner, genmutasjon, genfeil, genvariant/genvarianten, patogen variant/patogene varianter/patogene variantar, sykdomsgivende variant, heterozygot/heterozygote, homozygot/homozygote, arvelig disposisjon, familiær disposisjon, kromosomavvik, kromosomfeil, trisomi, mikromatrise, mikromatriseanalyse, eksomsekvensering, genomsekvensering, helgenomsekvensering, dna-analyse/dna-analysen, dna-test/dna-testen, farskapstest/farskapstesten, farskapsundersøkelse, slektskapsanalyse, slektskapstest, brca1, brca2, brca, brca-mutasjon, brca1-mutasjon, brca2-mutasjon, hla-b27, hla-b27-positiv, faktor v leiden, protrombinmutasjon, fragilt x, fragilt x-syndrom, huntingtons sykdom, htt-genet, cag-ekspansjon, pmp22-duplikasjon, cystisk fibrose, hemokromatose, lynch syndrom, marfans syndrom, arvelig trombofili, arvelig nevropati, charcot-marie-tooth',
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'genetic',
    language: 'en',
    forms: 'fixed',
    terms:
      "genetic test/genetic testing/genetic tests, genetic result/genetic results, genetic analysis, genetic counselling, genetic counseling, predictive test/predictive testing, carrier test/carrier testing, carrier status, gene carrier, mutation/mutations, gene mutation, genetic variant, pathogenic variant/pathogenic variants, founder variant, heterozygous, homozygous, hereditary, chromosomal abnormality, microarray, exome sequencing, genome sequencing, dna test/dna testing, dna analysis, paternity test/paternity testing, brca1, brca2, brca, hla-b27, factor v leiden, prothrombin variant, prothrombin mutation, fragile x, huntington’s disease, huntington's disease, cystic fibrosis, haemochromatosis, hemochromatosis, lynch syndrome, thrombophilia, cascade testing",
  },
  // ─── Biometric data (GDPR art. 9) ───
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'biometric',
    language: 'no',
    forms: 'fixed',
    terms:
      'fingeravtrykkmal, fingeravtrykkregister/fingeravtrykkregisteret, fingeravtrykkssøk, fingeravtrykkspor, fingeravtrykk/fingeravtrykket/fingeravtrykkene, fingeravtrykksleser, fingeravtrykkskanner, fingeravtrykkstreff, håndflateavtrykk, ansiktsbilde/ansiktsbildet/ansiktsbilder, ansiktsfoto, ansiktsgjenkjenning/ansiktsgjenkjenningen, ansiktssammenligning/ansiktssammenligningen, ansiktsmal, biometri, biometrisk/biometriske, biometriske data, biometriske opplysninger, irisskanning, irisskann, stemmeavtrykk, stemmegjenkjenning, dna-profil/dna-profilen, dna-registeret, identitetsregisteret, signaturdynamikk, ansiktstreff',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'biometric',
    language: 'en',
    forms: 'fixed',
    terms:
      'facial template, face-recognition, face recognition time clock, fingerprint scan, fingerprint check, iris scanning, fingerprint/fingerprints, fingerprint template, fingerprint reader/fingerprint readers, fingerprint scanner, fingerprint search, fingerprint time clock, palm print, facial image/facial images, face image, face photographs, facial photograph, facial recognition, face recognition, facial image comparison, facial comparison, face template, biometric/biometrics, biometric data, iris scan, voiceprint, voice print, voice recognition, dna profile, dna database, dna register, afis, eurodac, abis',
  },
  // ─── Religion ───
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'no',
    forms: 'fixed',
    terms:
      'sunnimuslim/sunnimuslimer/sunnimuslimsk, sjiamuslim/sjiamuslimer/sjiamuslimsk, muslimane, kristne/kristen, kristin, ortodoks/ortodokse, eritreisk-ortodoks/eritreisk-ortodokse, etiopisk-ortodoks, katolsk/katolske, katolikk/katolikker, luthersk, pinsevenner, pinsemenighet, pinsemenigheten, baptist/baptister, adventist, mormon/mormoner, jehovas vitner, jødar, jøde/jøder, hinduisme, hinduistisk, buddhisme, buddhistisk, praktiserende buddhist, praktiserande buddhist, sikhisme, ahmadiyya, alevi, ateist/ateister, humanetiker, agnostiker, læstadiansk/læstadianske, læstadianismen, bedehus/bedehuset, kyrkjelyd/kyrkjelyden, menighet/menigheten/menigheita, frikirke/frikirken/frikyrkje, moské/moskeen/moskéen, moskè, synagogen, tempel/tempelet, gurdwara, fredagsbønn/fredagsbønnen, ramadan/ramadanen, eid al-fitr, eid al-adha, halal, halal-kost, halalkost, kosher, hijab/hijaben, niqab, burka, turban, kippa, sabbat/sabbaten, gudstjeneste/gudstjenesten/gudsteneste, dåp/dåpen, døpt/døypt, konvertert/konverterte, konvertitt, trosbakgrunn, trusretning, livssyn/livssynet, religiøs/religiøse, religiøse grunner, religiøse grunnar, troende/truande',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'en',
    forms: 'fixed',
    terms:
      'sunni, sunni muslim, shia, shia muslim, shiite, christianity, islam, judaism, orthodox, eritrean orthodox, evangelical, evangelical congregation, pentecostal, baptist, adventist, mormon, hinduism, buddhism, sikhism, ahmadi, atheism, agnostic, humanist, devout, church, churchgoer, parish, faith, beliefs, friday prayers, prayers, prayer, ramadan, fasting, fasts, eid al-fitr, halal, kosher, hijab, headscarf, niqab, turban, kippah, shabbat, sabbath, observes shabbat, baptised, baptized, baptism, converted, conversion, convert to islam, converting to islam, ashkenazi, jewish descent, religious grounds, religious reasons',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'no',
    forms: 'adj',
    terms:
      'muslimsk, katolsk, jødisk, hinduistisk, buddhistisk, luthersk, ortodoks, læstadiansk, pinsekarismatisk, praktiserende, praktiserande, troende, truande, religiøs, kristen',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'menighet, kyrkjelyd, moské, bedehus, bedehusmiljø, trossamfunn, søndagsskole, søndagsskule, konfirmasjonsundervisning, humanistisk konfirmasjon, kristen konfirmasjon, misjonsforbund, indremisjon, normisjon, guds menighet, koranskole, koranskule',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'no',
    forms: 'fixed',
    terms:
      'Human-Etisk Forbund, Indremisjonen, Normisjon, Pinsebevegelsen, Jehovas vitner, Den katolske kirke, Islamsk Råd, ramadan, ramadanen, id-feiring, deepavali, diwali, vaisakhi, påskefaste, sabbatsfeiring, kosthold av religiøse grunner, ber fem ganger om dagen, går i moskeen, går i kirken, går i kyrkja, går på bedehuset',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'religion',
    language: 'en',
    forms: 'fixed',
    terms:
      'roman catholic, anglican, methodist, lutheran, presbyterian, quaker, hindu, hindus, sikh, sikhs, buddhist, muslim, christian, jewish, jehovah’s witnesses, bible study, sunday services, sunday school, church services, lent, diwali, deepavali, passover, yom kippur, chaplain, imam, rabbi, priest, pastor, religious community, faith community, place of worship, humanist, humanist confirmation',
  },
  // ─── Ethnic origin ───
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    forms: 'fixed',
    terms:
      'same/samer/samen, kurder/kurdere, tamil/tamilar/tamiler, hazara/hazaraer, pashtuner, tadsjik, somalier/somaliere, eritreer/eritreere, etiopier, syrer/syrere, iraker, iraner, afghaner, pakistaner/pakistanere, polakk/polakker, litauer, rumener, romfolk, kvensk bakgrunn, samisk bakgrunn, norsksomalier, norskpakistaner, minoritet/minoriteten, etnisk minoritet, innvandrar/innvandrarar, arbeidsinnvandrer/arbeidsinnvandrar, tolkebehov',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'en',
    forms: 'fixed',
    terms:
      'kurd/kurds, tamil/tamils, hazara/hazaras, pashtun, tajik, somali/somalis, eritrean/eritreans, ethiopian, syrian, iraqi, iranian, afghan/afghans, pakistani/pakistanis, pole/poles, polish, lithuanian, romanian, ethnic hazara, ethnic minority, minority background, migrant worker, undocumented',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    forms: 'fixed',
    terms:
      'samer, romfolk, overføringsflyktning/overføringsflyktningen/overføringsflyktningar, kvoteflyktning, flyktningbakgrunn/flyktningebakgrunn, innvandrerbakgrunn, innvandrarbakgrunn, minoritetsspråklig/minoritetsspråklege, fremmedspråklig, samisk/samiske, nordsamisk, sørsamisk, lulesamisk, kven/kvener/kvensk, kvenfolk, romani, romanifolk, tater/tatere, norskfinne, skogfinne, einsleg mindreårig, enslig mindreårig asylsøker, einsleg mindreårig asylsøkjar, asylsøkjar, flyktning/flykting/flyktningar, familiegjenforening/familiegjenforeining, utenlandsk opprinnelse, etnisk bakgrunn, etnisk opphav, etnisitet, hudfarge/hudfargen, hudfarga, mørkhudet, mørkhuda, landbakgrunn, morsmål/morsmålet, heimespråk/heimespråket, hjemmespråk/hjemmespråket',
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'en',
    forms: 'fixed',
    terms:
      'ethnic origin, ethnic group, racial origin, skin colour, skin color, heritage, descent, of descent, indigenous, sami, roma, romani, traveller, migrant background, immigrant background, refugee background, resettlement refugee, quota refugee, unaccompanied minor, native language, mother tongue, first language',
  },
  // ─── Political opinion ───
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    language: 'no',
    forms: 'fixed',
    terms:
      'ordførar, varaordførar, bydelsutval/bydelsutvalet/bydelsutvalget/bydelsutvalg, kommunestyret, fylkestinget, bystyret, formannskapet, politisk arbeid, politisk verv, Ap, Frp, Sp, KrF, Pasientfokus, Industri- og Næringspartiet, Partiet De Kristne, Kystpartiet, Demokratene, Folkeaksjonen nei til mer bompenger, Norgesdemokratene, Raudt, Senterungdommen, Unge Høyre, AUF, FpU, Rød Ungdom, Grønn Ungdom, Unge Venstre, KrFU, Den nordiske motstandsbevegelsen, Stop islamiseringen av Norge, SIAN, Hamas, PKK, KDPI, Komala, ordfører/ordføreren, varaordfører, bystyremedlem, bystyrerepresentant, kommunestyrerepresentant, kommunestyremedlem, fylkestingsrepresentant, stortingsrepresentant, gruppeleder, gruppeleiar, lokallagsleder, partileder, partisekretær, listekandidat, politisk verv, partiverv, partipolitisk, partipolitisk aktivist, aktivist, politisk aktivitet, politisk engasjement, politisk forfølgelse, politisk forfølging, politisk opposisjon, opposisjonell, regimekritiker, regimekritisk, demonstrasjon/demonstrasjonen, stemmer på, partimedlem, medlem av partiet',
  },
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    language: 'en',
    forms: 'fixed',
    terms:
      'municipal councillor, county councillor, local organiser, opposition movement, student movement, demonstrations against, took part in demonstrations, Green Party, Conservatives, Tories, Labour, Lib Dems, Reform UK, SNP, Plaid Cymru, Sinn Féin, Democrats, Republicans, Democratic Party of Iranian Kurdistan, PKK, HDP, KDPI, Komala, councillor, council member, municipal council, city council, mayor, deputy mayor, member of parliament, candidacy, party leaflets, political activity, political activities, political opinion, political affiliation, political persecution, opposition activist, activist, dissident, demonstration, protests, voted for, votes for, party membership, member of the party',
  },
  // ─── Trade-union membership ───
  {
    label: 'POLITICAL_CASE_S',
    kind: 'union',
    language: 'no',
    forms: 'fixed',
    terms:
      'klubbleder i, klubbleiar i, tillitsvalgt i, tillitsvald i, fagforeningsarbeid, Industri Energi, Norsk Transportarbeiderforbund, transportarbeiderforbundet, tillitsvald/tillitsvalde, plasstillitsvalgt/plasstillitsvalgte, plasstillitsvald/plasstillitsvalde, hovedtillitsvalgt/hovudtillitsvald, hovudtillitsvalde, klubbleder, klubbleiar, foreningstillitsvalgt, fagorganisert/fagorganisert, fagforeningsmedlem/fagforeningsmedlemmer, fagforening/fagforeninga/fagforeining/fagforeininga, fagforbund/fagforbundet, vårt medlem, vår medlem, NSF, Norsk Sykepleierforbund, Sykepleierforbundet, NTL, Norsk Tjenestemannslag, El og IT Forbundet, EL og IT, HK, Handel og Kontor, Industri Energi, NNN, Norsk Nærings- og Nytelsesmiddelarbeiderforbund, Negotia, Akademikerforbundet, Legeforeningen, Den norske legeforening, Juristforbundet, Econa, FO, Fellesorganisasjonen, Skolenes landsforbund, Politiets Fellesforbund, Norsk Lokomotivmannsforbund, Lærerforbundet, Bibliotekarforbundet, Naturviterne, Samfunnsviterne, Norsk Fysioterapeutforbund, Fysioterapeutforbundet, Norsk Psykologforening, Psykologforeningen, Tannlegeforeningen, Forskerforbundet, Arkitektforbundet, Norsk Journalistlag, Musikernes fellesorganisasjon, Transportarbeiderforbund, Norsk Transportarbeiderforbund, Jernbaneforbundet, Postkom, Norsk Sjømannsforbund, Fagforbundet, Fellesforbundet, Utdanningsforbundet, Delta, Parat, NITO, Tekna, LO, YS, Unio',
  },
  {
    label: 'POLITICAL_CASE_S',
    kind: 'union',
    language: 'en',
    forms: 'fixed',
    terms:
      'union work, union activities, deputy shop steward, Industri Energi, trade union, union member, union representative, shop steward, chief shop steward, union steward, union rep, union official, union adviser, union lawyer, union membership, trade union member, fellow member, member of the union, Unison, Unite, GMB, RCN, Royal College of Nursing, NEU, NASUWT, UCU, PCS, USDAW, RMT, CWU, Fagforbundet, Fellesforbundet, NSF, Delta, Parat, NITO, Tekna, Utdanningsforbundet, LO',
  },
  // ─── Family relations: marital status, children, contact ───
  {
    label: 'FAMILY_RELATION_S',
    kind: 'kin',
    language: 'no',
    forms: 'fixed',
    terms:
      'gift/gifte, skilt/skilde/skild, separert/separerte, enke, enkemann, ugift, samboer/samboeren/sambuar/sambuaren, kjæreste/kjæresten, ektefelle/ektefellen, enslig forsørger/einsleg forsørgjar, aleinemor, alenemor, alenefar, skilsmisse/skilsmissen/skilsmål, samlivsbrudd, barnefar/barnefaren, barnemor/barnemora, barnas far, barnas mor, barna/borna, foreldra, foreldrene, halvbror/halvbroren/halvbrorens, halvsøster/halvsøstera, stefar/stefaren, stemor/stemora, svigerfar, svigermor, svoger, svigerinne, besteforeldre, besteforeldra, farmor, farfar, mormor, morfar, farbror, morbror, fastera, tante, onkel, nevø, niese, fetter, kusine, søskenbarn, fosterbarn, adoptert/adoptivbarn, voksne barn, vaksne barn, to barn, tre barn, fire barn, fem barn, tvillinger, delt bosted, fast bosted, samværsavtale, samvær annenhver helg',
  },
  {
    label: 'FAMILY_RELATION_S',
    kind: 'kin',
    language: 'en',
    forms: 'fixed',
    terms:
      'married, divorced, separated, widowed, widow, widower, single parent, single mother, single father, cohabiting, fiancé, fiancée, stepfather, stepmother, half-brother, half-sister, father-in-law, mother-in-law, foster child, adopted, adoptive parents, two children, three children, four children, no children, twins, residence order, contact order, child arrangements',
  },
  // ─── Sexual orientation and sex life ───
  {
    label: 'SEXUAL_ORIENTATION_S',
    kind: 'orientation',
    language: 'no',
    forms: 'fixed',
    terms:
      'seksuelle legning/seksuelle legninga, seksuell legning, seksualitet/seksualiteten, sexliv/sexlivet, seksualliv/seksuallivet, likekjønnet ekteskap, likekjønnet partnerskap, likekjønna ekteskap, partnerskap, samme kjønn, same kjønn, homofile forhold, lesbisk forhold, mannlig kjæreste, kvinnelig kjæreste, kjønnsskifte, kjønnsinkongruens, transkvinne, transmann, skeiv/skeive',
  },
  {
    label: 'SEXUAL_ORIENTATION_S',
    kind: 'orientation',
    language: 'en',
    forms: 'fixed',
    terms:
      'same-sex marriage, same-sex partner, same-sex relationship, civil partnership, being gay, sex life, sexual relationship, sexuality, coming out, came out, lgbt, lgbtq, gender reassignment, trans',
  },
  // ─── Criminal matters ───
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'offence',
    language: 'no',
    forms: 'noun',
    head: true,
    terms:
      'kroppskrenkelse, grov kroppskrenkelse, kroppsskade, vold mot offentlig tjenestemann, vald, valdshandling, vold i nære relasjoner, vald i nære relasjonar, familievold, familievald, seksuell handling, seksuell omgang, seksuelt krenkende atferd, voldtektsforsøk, blotting, hatefull ytring, hatefulle ytringer, diskriminerende ytring, rasistisk motivert, hatmotivert, trusler om vold, drapstrusler, ulovlig tvang, tjuveri, naskeri, butikktyveri, innbrot, ran, grovt ran, heleri, dokumentfalsk, identitetstyveri, bedrageri, grovt bedrageri, trygdebedrageri, økokrim, korrupsjon, smugling, narkotikasmugling, oppbevaring av narkotika, salg av narkotika, bruk av narkotika, narkotikabruk, kjøring i ruspåvirket tilstand, ruspåvirket kjøring, kjøring uten førerkort, promille, fartsoverskridelse, skadeverk, hærverk, ulovlig våpenbesittelse, kniv på offentlig sted, brudd på kontaktforbud, brudd på besøksforbud, ordensforstyrrelse, vold mot politiet, legemsfornærmelse',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'procedure',
    language: 'no',
    forms: 'fixed',
    terms:
      'betinga fengsel, betinget dom, ubetinga fengsel, henlagt/henlagd, slåsskamp, besøksforbod, beslaglagt, alkometer, ilagt forelegg, erkjent skyld, tilstod, tilståelse, melding til politiet, meldt til politiet, bortvisning, anmeldelse/anmeldelsen/anmelding/anmeldinga, politianmeldt/politimeldt, meldt til politiet, siktelse/siktelsen/sikting, tiltale/tiltalen, tiltalebeslutning, under tiltale, domfellelse, dom/dommen, straffesak/straffesaken, straffesaker, rulleblad/rullebladet, merknad på politiattesten, forelegg/forelegget, bot/boten, bøter, pågripelse, arrestasjon, varetektsfengsling, glattcelle/glattcella, innbrakt, innbringelse, soning, fengsla, friomsorg/friomsorgen, samfunnsstraffen, ungdomsstraff, ungdomsoppfølging, konfliktrådet, påtaleunnlatelse, ransaking, beslag, besøksforbud, kontaktforbod, strafferettslige reaksjoner, tidligere straffet, tidlegare straffa, straffedømt, dømd, sikta, tiltala, bøtelagt',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'offence',
    language: 'en',
    forms: 'fixed',
    terms:
      'imprisonment, restraining order, punched, kicked, actual bodily harm, grievous bodily harm, common assault, assault on a police officer, strangulation, non-fatal strangulation, coercive control, harassment, racially aggravated, hate-motivated, hate motivated, threats to kill, criminal damage, possession with intent, drug dealing, supplying drugs, possession of cannabis, driving under the influence, drink-driving, speeding, handling stolen goods, forgery, identity fraud, breach of a restraining order, breach of the order, offence, offences, offense, offenses, crime, crimes, offending, reoffending, re-offending',
  },
  {
    label: 'CRIMINAL_RECORD_S',
    kind: 'procedure',
    language: 'en',
    forms: 'fixed',
    terms:
      'convicted of, conviction/convictions, previous convictions, sentenced to, custodial sentence, community order, probation order, licence conditions, on licence, probation service, police report, reported to the police, police caution, indictment, fines, unpaid fines, arrest, arrested for, detained, remand, court order, non-molestation order, imprisonment, released from prison, criminal proceedings, prosecution',
  },
  // ─── Employment ───
  {
    label: 'EMPLOYMENT_INFO_S',
    kind: 'employment',
    language: 'no',
    forms: 'fixed',
    terms:
      'arbeidslaus/arbeidsløs, mista jobben, mistet jobben, miste jobben, sagt opp, vart sagt opp, ble sagt opp, registrert som arbeidssøker, samarbeidsproblem/samarbeidsproblemer, åtvaringa/åtvaringar, varsel om oppseiing/varselet om oppseiing, redusert stilling, oppseiing/oppseiinga, oppsigelsen/oppsigelsestiden/oppseiingstida, førehandsvarsel om oppseiing, forhåndsvarsel om oppsigelse, avskil, avskjed/avskjeden, skriftlig advarsel/skriftleg åtvaring, åtvaring, advarselen, arbeidsledig/arbeidsledige, arbeidsledighet, ledighet, arbeidssøker, permisjon uten lønn, ulønnet permisjon, omplassering, omplassert, degradert, overtallig, suspendert, suspensjon, tilretteleggingsbehov, arbeidsevnevurdering, arbeidsevne, nedsatt arbeidsevne, redusert arbeidsevne, uførhet, uføregrad, uføretrygd/uføretrygda, arbeidsavklaringspengar, aap-perioden, arbeidsrettet tiltak, arbeidsretta tiltak, avklaringstiltak, varig tilrettelagt arbeid, vta, lønnstilskudd, arbeidstrening, fravær/fraværet/fråvær/fråværet, mistrivsel, konflikt på arbeidsplassen, samarbeidsproblemer, personalsak/personalsaka, tjenestefri, ',
  },
  {
    label: 'EMPLOYMENT_INFO_S',
    kind: 'employment',
    language: 'en',
    forms: 'fixed',
    terms:
      'verbal warning, written warning, termination of employment, demoted, final warning, formal warning, disciplinary action, disciplinary meeting, disciplinary procedure, grievance, grievance procedure, dismissed, dismissal, unfair dismissal, wrongful dismissal, notice of dismissal, terminated, termination, redundant, suspended, suspension, capability procedure, performance concerns, misconduct, gross misconduct, unauthorised absence, phased return, reasonable adjustments, workplace adjustments, fit for work, unfit for work, unemployment, out of work, benefit claimant, jobseeker’s allowance',
  },
  // ─── Economic situation ───
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'assistance',
    language: 'no',
    forms: 'fixed',
    terms:
      'låg inntekt, trong økonomi, trang økonomi, dårleg økonomi, betalingsutsettelse, nødhjelp, supplerende stønad, økonomisk stønad/økonomisk stønad, økonomisk sosialhjelp, sosialstønad, supplerende stønad, nødhjelp, akutt hjelp, husleiehjelp, husleigestøtte, bustøtte, bostøtte, startlån, kommunal leilighet, kommunal bustad, kommunal bolig, midlertidig bolig, krisesenter, økonomisk rådgjeving, frivillig forvaltning, tvungen forvaltning, vergemål, barnetrygd, kontantstøtte, overgangsstønad, barnebidrag, engangsstønad, sosialhjelpsmottaker, stønadsmottaker, trygdemottaker, utbetaling fra nav, inntekt under, lav inntekt, gjeldsproblemer, gjeldsproblem, skylder, restskatt, inkassokrav, inkassovarsel, betalingsanmerkninger, utlegg, lønnstrekk, namsmannen, husleierestanse, strømregning/strømregningen, ubetalte regninger, ubetalt husleie, kausjon',
  },
  {
    label: 'ECONOMIC_STATUS_S',
    kind: 'assistance',
    language: 'en',
    forms: 'fixed',
    terms:
      'wage garnishment, financial strain, benefits, income support, disability benefit, housing support, council housing, social housing, food parcels, financial assistance, emergency payment, debt advice, debt relief, payment plan, owes, owed, outstanding debt, unpaid rent, unpaid bills, overdue, arrears of, credit card debt, loan default, low-income household, on benefits',
  },
];
