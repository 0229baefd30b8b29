// Given names and surnames for the person-name rules (person-rules.ts), beside the model's own
// gazetteer (decision 0004, built from faker's nb/sv/da/fi/de/nl/en lists). Those lists miss many
// everyday Norwegian names (Petter, Geir, Inge, Tone) and almost all names of the communities that
// Norwegian case files (NAV, barnevern, police, health, immigration) name most often: Sámi and
// Kven, Arabic, Somali, Eritrean and Ethiopian (Tigrinya), Afghan (Dari, Pashto), Kurdish, Iranian,
// Pakistani, Tamil, Polish, Lithuanian, Vietnamese, Thai and Filipino. Written by hand from
// common-name knowledge, lower case, diacritics kept (a folded copy is added at load).

const GIVEN = `
aasmund adrian agnes agnete aksel alexander alf alfred alma amalie anders andrea andreas ane anette anita
anja anna anne ann anniken arild arne arnfinn arve asbjørn aslak astrid atle audun aud bente berit birger
birgitte bjarne bjørg bjørn bodil borghild bror brynjar camilla carina carl caroline cathrine cecilie christian
christina christine dag dagfinn dagny eddie egil einar eirik eivind elin elisabeth ella ellen elling else emil
emilie emma erik erlend erling espen even eva frank fredrik frida frode gard geir gerd gjermund grete gro gudrun
gunn gunnar gunnhild guri guro gustav hallvard halvor hans harald hanne hedda hege heidi helene helga helge
henning henrik herman hilde hildur hjalmar hugo håkon haakon håvard ida inga inge ingeborg inger ingrid ingunn ingvild
ivar jakob jan janne jarle jens jenny jo joakim johan johanne johannes jon jonas jorunn jostein julie june
jørgen jørn kai kajsa kari karin karl karoline kaja kasper katrine kenneth kine kirsten kjell kjersti kjetil
knut kristian kristin kristine kristoffer kåre lars leif lene lena lill lillian linda line lisa liv lise
magne magnus malin maren margit margrethe mari maria marianne marie marit marius markus marte martin martine
mathias mats mette mia mikael mona morten nils nina nora odd oddny olaf olav ole oliver oscar oskar ottar paul
per pernille petter philip ragna ragnar ragnhild randi rolf rune ruth sander sara selma signe sigmund sigrid sigrun
sigurd silje simen simon sindre siri sissel solveig stein steinar stian stig stine sturla sunniva svein sverre
synnøve sølvi terje thea theodor thomas thor thorbjørn tone tonje torunn tor tora tord tore torgeir torill tormod torstein trine
trond truls trygve turid tuva unni vegard vidar vilde viljar vera wenche yngve øystein øyvind åse åsmund aase
jonny roy tommy ronny glenn kim robin tobias sebastian elias lukas filip william noah liam isak jacob ludvig
aurora sofie sophie nordis astri tiril maja olivia leah ingrid hennie gjertrud hallgeir ketil rasmus

ánde áilu áile ánná árni biret bierna elle ellen inga-máret issát jovnna jon-isak jovsset mággá máhtte máret
márjá niillas nils-ove piera ristin sunná sáve ándaras iŋgá risten marjá

aila aino eino eija elina hannu heikki helmi ilkka jaana jouni juha jukka kaarina kaisa kalle kirsi lauri
leena liisa marja markku matti mikko minna niina outi paavo pekka pirjo reijo riitta seppo sirpa tapio
tarja teemu timo tuomas tuula tuomo ulla veli

abbas abdi abdel abdallah abdelkader abdirahman abdirahim abdirashid abdiaziz abdikarim abdul abdullah abdullahi abdulrahman
abdulaziz abdurrahman adnan ahmad ahmed aisha ali alia amal amani amina amir amira anas asma ayman aya ayaan
basim bashir bilal dalia fadi farah fares farid fatima fatuma fawzia ghada hadi hafsa hala hamid hamza hanan
hani hassan hawa hiba hind hoda hodan hussein ibrahim iman issa jamal jamila karim khadija khalid khaled laila
layla lina lubna mahmoud malak mariam maryam majid mazen mohamed mohammed mohammad muhammad mustafa nabil nadia
naima najib nasser nawal nour noor omar osman rami rana rania rasha rashid reem saad said salim salma samir
samira sana sara sawsan suleiman sulaiman tarek tariq walid yasmin yasmine yara yousef youssef yusuf zainab zeinab
ziad zaid zakaria
adel adham akram alaa amer amr asaad ashraf atef ayham ayoub badr bahaa basel bassam bassel burhan
dawood ehab emad essam fadel fahd faisal fakhri fawaz fayez fouad fuad ghassan ghazi haitham hakim hamdi
harith hatem hazem hisham hossam hussam husam idris ihab imad iyad jaber jalal jihad kamal kareem
khalaf labib louay luay maher mahdi majed mamdouh mansour marwan masoud medhat mohsen mounir muhannad
mohannad munir murad naji nasr nawaf nazih nizar noureddine obaida osama qais raad rabih radwan raed
rafat rafik ramadan ramez ramzi rashad riad riyad sabri sadiq safwan salah saleh samer sharif sherif
shadi shukri suhail taha talal tamer tarek taysir tawfiq tawfik wael wajdi wasim waseem waleed yahya
yaser yasser yazan younes younis zaher zuhair ammar bakr bashar firas ghaith jad jamil karam laith
majd moayad muath mutaz nader nadim qusay rabie saif samih tareq usama yazeed zaki ziyad mostafa
moustafa mahmud mohamad muhamad hamed hamoud khalifa rashed saeed saud turki abdulla abdelaziz
abdelrahman abdulkarim abdullatif abdulmajid abdelhamid abdelmalek mourad rachid redouane reda sofiane
yacine youcef
abeer afaf ahlam asmaa dalal dana dima dina doaa duaa eman esraa fadia farida fatma hadeel hanaa haifa
heba huda inas intisar israa jumana kholoud lamia lamis lara leila majida manal marwa maysa mayada mona
muna nada nahla najat najwa nesrine nisreen noha nuha rabab randa rawan rima ruba ruqaya safa safaa
salwa samah samar samia sanaa shaima shaimaa souad suad suha tahani wafa wafaa widad yousra yusra zeina
zineb malika fatiha soumaya loubna

abdikadir abshir ayan bile cawo deqa faduma farhan fartun filsan halima hamdi hibo hussein ifrah ilhan
ismail jama kaltun khadar liban maryan mohamud muna nimco qamar sahra shukri sagal sucaad warsame xamar yasin
zahra hodan ubah fowsia abukar

abrehet aklilu almaz amanuel awet berhane bereket biniam dawit daniel eden efrem elsa feven filmon fikru
freweyni genet ghirmay habtom haile helen kidane lidya luwam mebrat medhanie mehari mekonnen merhawi
meron mesfin micael mussie natnael nebiat rahel ruta saba samrawit selam semhar senait senay simret solomon
teklay tekle tesfay tesfaye tigist tsega tsegay weini yohannes yonas yordanos yosief zewdi zerai
 ghebre kibrom mulugeta abeba aster

ahmad amanullah aziz bahram basir farhad farid fawad freshta gul gulalai habib hamid hasib hosai jawad
karima khalil latifa mahbooba mahnaz maryam mirwais mohammad mursal nasrin nazanin nazir noorullah obaid
parwana qadir rahim rahima rahmat roya sadaf sahar samim shabnam shakila shirin sohrab sultana tamana
wahid yalda zahir zarghona zarmina zia dilan diyar kawa karwan rezhin shirwan soran
azad berivan bahar bawan dara hevi hozan jiyan lana nishtiman rojin roza rozh shadi zhilwan zana
dilshad hemin hiwa nasrin golnar arash babak behrouz darius dariush farzad kaveh mehdi mehran
mina mitra navid nima omid parisa pouya reza sahar saman sepideh shahram shirin siavash soheila yasaman

aamir adeel ahsan aisha ali asif asim ayesha bushra faisal fahad farhan faiza ghulam hina humaira imran irfan
javed kamran khurram mahnoor naveed nadeem noman rabia rizwan saima sajid sana shahid shazia sidra sobia
tahir tanveer uzma waqas yasir zubair zeeshan usman umar amir kashif adil anwar aslam nasir rafiq

arun anand ganesh gowri kavitha kumar kumaran lakshmi meena murali nirmala prakash priya rajan ravi saranya
selvi senthil shanthi siva sivakumar subramaniam suresh thamil tharshini thushyanthan vani vijay yogan
kanagaratnam nithya pirabu sajeev sujitha tharani vasanthi

agata agnieszka aleksandra andrzej anna barbara bartosz beata dariusz dorota ewa grzegorz halina hanna
jacek jakub jan janusz joanna justyna kamil karolina katarzyna krzysztof łukasz magdalena maciej małgorzata
marcin marek mariusz marta mateusz michał monika natalia patrycja paweł piotr przemysław rafał robert sebastian
stanisław sylwia szymon tomasz wiktoria wojciech zbigniew zofia zuzanna

agnė aistė algirdas andrius aušra darius dovilė egidijus eglė giedrius gintarė inga jonas jurgita justinas
kęstutis laura linas lukas mantas marius nerijus paulius rasa rūta saulius simona tadas tomas vaida vilma
vytautas žydrūnas

anh bao binh chau chi cuong dung duc đức dat hai hanh hieu hoa hoang hong hung huong huy khanh lan linh long
mai minh my nam nga ngoc nguyet nhung phuong quang quynh son tam thanh thao thi thu thuy tien trang trung tuan
tung van văn viet vy xuan yen hằng hương thị

anong apinya arunee boonmee chai kanya kittisak malee nattaya niran noi pim ploy porntip siriporn somchai somsak
sombat suda sunee supaporn tida wanida wipa

angelica bea cristina dela jocelyn jose juan maricel marites marilou rosalie rowena ruby teresita virgilio
jenalyn joy lorna mylene perla
`;

const SURNAME_TEXT = `
aas aasen andersen andresen antonsen arnesen bakke bakken berg berge bergersen berntsen birkeland bjerke
bjørnstad borge brekke brun bråthen dahl dahle eide eliassen ellingsen engen eriksen evensen fagerli fjeld
foss fredriksen gulbrandsen gundersen haga hagen halvorsen hammer hansen hanssen haugen haugland hauge helland
hermansen hoel holm holmen hovland isaksen iversen jacobsen jakobsen jensen johannessen johansen johnsen
karlsen knudsen knutsen kristiansen kristoffersen kvam larsen lie lien lund lunde løken madsen martinsen mathisen
moe moen myhre mikkelsen mortensen myklebust nguyen nielsen nilsen nygård næss olsen paulsen pedersen
rasmussen rød rønning sandvik sæther sørensen solberg solheim solli stene strand strøm sunde svendsen
syversen sætre thorsen tveit vik vold wold ødegård økland østby aasland aune bøe dale engebretsen 
 johannesen kleppe lorentzen nordmann rustad sandberg 
sivertsen stangeland torgersen tollefsen ulvestad

gaup somby sara bongo eira hætta utsi turi balto guttorm labba mienna nango oskal partapuoli niemi
kalstad kuoppa keskitalo lindi

abdi abdullahi ahmed al-khatib al-hassan alhassan al-ali ali aziz elmi farah hassan hussein ibrahim ismail
jama khalil mahamed mahmoud mohamed mohamud mustafa nur osman rashid said salah warsame yusuf haddad
khoury mansour nasser saleh hamdan abdallah awad darwish habib hamad najjar qasim shaker zaidi
nassar barakat saadeh qassem kassem tawfik fahmy cherif zaki shehata morsi hegazy hijazi abdelaziz masri
halabi shami baghdadi tamimi jabouri obeidi dulaimi zahrani ghamdi qahtani otaibi shammari harbi mutairi
dosari farsi sayed sayyed omar othman suleiman sulaiman yousef youssef jaber issa musa mousa daoud
dawood yacoub yaqoub bakri karam chahine shahin salim hamid rahman sabbagh attar tahan kurdi bitar
nahas aoun boutros mikhail gerges girgis bishara benali belkacem bouzid mansouri amrani alaoui idrissi
bennani tazi cherkaoui benjelloun zerrouki boudiaf trabelsi jebali gharbi hammami ayari mejri

gebre gebremedhin gebremariam gebreyesus ghebremedhin habte haile kidane mehari tekle tesfamariam tesfay
 tewelde weldemariam woldemichael yohannes asfaha berhe ghebreyesus tesfamichael kahsay

ahmadi akbari amiri azizi barakzai hakimi hashimi hosseini jafari karimi mahmoudi mohammadi nazari noori
popal qaderi rahimi rasuli sadiqi safi sharifi sultani wardak yousufzai zadran haidari rezaei hosseini
moradi rostami sadeghi shirazi tehrani

akhtar ali anwar aslam bhatti butt chaudhry chaudhary hussain iqbal javed khan malik mirza qureshi rana raza
shah sheikh siddiqui

arumugam balasubramaniam ganesan jeyakumar kandiah kanagaratnam krishnan kumar murugan nadarajah pillai
ponnambalam rajendran ratnam selvarajah sivakumar sivalingam subramaniam thambirajah thevarajah
yogarajah sritharan

dąbrowski dąbrowska grabowski jankowski jankowska kamiński kamińska kowalczyk kowalski kowalska kozłowski
kozłowska lewandowski lewandowska mazur nowak nowakowski piotrowski szymański szymańska wiśniewski
wiśniewska wójcik woźniak zieliński zielińska kaczmarek wojciechowski

jankauskas jankauskienė kazlauskas kazlauskienė petrauskas petrauskienė stankevičius vasiliauskas
žukauskas butkus paulauskas urbonas navickas

bui dang dinh do duong ha hoang huynh le lê ly mai ngo nguyen nguyễn pham phạm phan quach ta tran trần
trinh truong vo võ vu vũ

 srisuk saetang sukhon thongchai wongsawat

bautista cruz dela garcia mendoza ramos reyes santos villanueva aquino castillo
`;

// Particles inside names: "van der Meer", "dela Cruz", "bin Laden", "Al-Khatib" is one token.
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'van der den de la dela del di da von bin ibn binti bint al el abu ould le'.split(' '),
);

// Built once: the production build compiles a \p{M} literal to `new RegExp(...)` at every call.
const MARKS = /\p{M}/gu;

/** "ø" → "o" and so on, so a name written without its diacritics is still known. */
export function foldName(word: string): string {
  return word
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l');
}

function readList(list: string): Set<string> {
  const words = new Set<string>();
  for (const word of list.split(/\s+/)) {
    if (!word) continue;
    words.add(word);
    words.add(foldName(word));
  }
  return words;
}

/** Lower-cased given names (and their folded forms). */
export const GIVEN_NAMES: ReadonlySet<string> = readList(GIVEN);
/** Lower-cased surnames (and their folded forms). */
export const SURNAMES: ReadonlySet<string> = readList(SURNAME_TEXT);
