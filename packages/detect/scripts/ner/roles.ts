// Words that often stand right before a person's name in Norwegian letters, case files, court
// and health documents (titles, roles, kinship), written for Sladd. The gazetteer marks them so
// that what the model learns from the roles news text has ("advokat", "statsminister") carries
// over to roles it rarely has ("saksbehandler", "pasienten").
export const ROLE_WORDS = `
herr fru frøken dr dr. prof prof. professor advokat advokatfullmektig dommer tingrettsdommer
lagdommer høyesterettsdommer aktor forsvarer bistandsadvokat statsadvokat politiadvokat
politibetjent politimester lensmann saksbehandler rådgiver seniorrådgiver konsulent leder
daglig direktør administrerende styreleder rektor lærer kontaktlærer lege fastlege overlege
sykepleier psykolog psykiater tannlege jordmor terapeut pasient pasienten klager klageren
søker søkeren saksøker saksøkte tiltalte domfelte fornærmede vitne vitnet verge vergen
mor far mora faren moren sønn sønnen datter datteren barnet bror broren søster søsteren
ektefelle ektefellen samboer samboeren bestemor bestefar onkel tante fetter kusine
ordfører rådmann kommunedirektør statsråd statsminister minister biskop prest sogneprest
kaptein sersjant general oberst major løytnant journalist fotograf redaktør forfatter
kunstner artist trener spiller kaptein sjef avdelingsleder seksjonssjef enhetsleder
kontaktperson ansvarlig tillitsvalgt verneombud mottaker avsender undertegnede
`
  .split(/\s+/)
  .filter(Boolean);
