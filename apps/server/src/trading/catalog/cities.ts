// City names (en|ru) from which club names are built; compact on purpose.
import { COUNTRY } from './sports';

const parse = (s: string): [string, string][] =>
  s.split(',').map((pair) => {
    const [en = '', ru = ''] = pair.split('|');
    return [en.trim(), ru.trim()];
  });

export const CITIES: Record<number, [string, string][]> = {
  [COUNTRY.england]: parse(
    'London|Лондон,Manchester|Манчестер,Liverpool|Ливерпуль,Leeds|Лидс,Birmingham|Бирмингем,Bristol|Бристоль,Newcastle|Ньюкасл,Sheffield|Шеффилд,Nottingham|Ноттингем,Leicester|Лестер,Southampton|Саутгемптон,Brighton|Брайтон,Norwich|Норвич,Derby|Дерби,Coventry|Ковентри,Plymouth|Плимут,Reading|Рединг,Stoke|Сток,Hull|Халл,Preston|Престон,Bolton|Болтон,Wigan|Уиган,Oxford|Оксфорд,Cambridge|Кембридж',
  ),
  [COUNTRY.spain]: parse(
    'Madrid|Мадрид,Barcelona|Барселона,Valencia|Валенсия,Sevilla|Севилья,Bilbao|Бильбао,Zaragoza|Сарагоса,Málaga|Малага,Vigo|Виго,Gijón|Хихон,Oviedo|Овьедо,Cádiz|Кадис,Granada|Гранада,Almería|Альмерия,Huesca|Уэска,Elche|Эльче,Murcia|Мурсия,Córdoba|Кордова,Santander|Сантандер,Valladolid|Вальядолид,Alicante|Аликанте,Girona|Жирона,Burgos|Бургос',
  ),
  [COUNTRY.germany]: parse(
    'Berlin|Берлин,Hamburg|Гамбург,Munich|Мюнхен,Cologne|Кёльн,Frankfurt|Франкфурт,Stuttgart|Штутгарт,Dortmund|Дортмунд,Bremen|Бремен,Leipzig|Лейпциг,Hannover|Ганновер,Nuremberg|Нюрнберг,Düsseldorf|Дюссельдорф,Mainz|Майнц,Augsburg|Аугсбург,Freiburg|Фрайбург,Bochum|Бохум,Kiel|Киль,Rostock|Росток,Dresden|Дрезден,Kassel|Кассель',
  ),
  [COUNTRY.italy]: parse(
    'Roma|Рома,Milano|Милан,Torino|Турин,Napoli|Неаполь,Firenze|Флоренция,Genova|Генуя,Bologna|Болонья,Verona|Верона,Bari|Бари,Palermo|Палермо,Parma|Парма,Udine|Удине,Lecce|Лечче,Cagliari|Кальяри,Brescia|Брешиа,Modena|Модена,Pisa|Пиза,Como|Комо,Venezia|Венеция,Salerno|Салерно',
  ),
  [COUNTRY.france]: parse(
    'Paris|Париж,Lyon|Лион,Marseille|Марсель,Nice|Ницца,Lille|Лилль,Nantes|Нант,Bordeaux|Бордо,Rennes|Ренн,Toulouse|Тулуза,Montpellier|Монпелье,Strasbourg|Страсбург,Reims|Реймс,Lens|Ланс,Brest|Брест,Metz|Мец,Angers|Анже,Auxerre|Осер,Caen|Кан,Grenoble|Гренобль,Amiens|Амьен',
  ),
  [COUNTRY.russia]: parse(
    'Moscow|Москва,Saint Petersburg|Санкт-Петербург,Kazan|Казань,Samara|Самара,Sochi|Сочи,Rostov|Ростов,Krasnodar|Краснодар,Omsk|Омск,Ufa|Уфа,Yaroslavl|Ярославль,Novosibirsk|Новосибирск,Yekaterinburg|Екатеринбург,Chelyabinsk|Челябинск,Perm|Пермь,Nizhny Novgorod|Нижний Новгород,Volgograd|Волгоград,Tula|Тула,Kaliningrad|Калининград,Khabarovsk|Хабаровск,Voronezh|Воронеж',
  ),
  [COUNTRY.brazil]: parse(
    'São Paulo|Сан-Паулу,Rio|Рио,Porto Alegre|Порту-Алегри,Belo Horizonte|Белу-Оризонти,Salvador|Салвадор,Recife|Ресифи,Curitiba|Куритиба,Fortaleza|Форталеза,Goiânia|Гояния,Belém|Белен,Santos|Сантус,Campinas|Кампинас,Manaus|Манаус,Natal|Натал,Cuiabá|Куяба,Florianópolis|Флорианополис,Vitória|Витория,Maceió|Масейо,Juiz de Fora|Жуис-ди-Фора,Londrina|Лондрина',
  ),
  [COUNTRY.usa]: parse(
    'New York|Нью-Йорк,Los Angeles|Лос-Анджелес,Chicago|Чикаго,Houston|Хьюстон,Dallas|Даллас,Boston|Бостон,Seattle|Сиэтл,Denver|Денвер,Atlanta|Атланта,Miami|Майами,Phoenix|Финикс,Portland|Портленд,Detroit|Детройт,Philadelphia|Филадельфия,San Diego|Сан-Диего,Nashville|Нэшвилл,Orlando|Орландо,Austin|Остин,Columbus|Колумбус,Charlotte|Шарлотт',
  ),
  [COUNTRY.turkey]: parse(
    'Istanbul|Стамбул,Ankara|Анкара,Izmir|Измир,Bursa|Бурса,Antalya|Анталья,Konya|Конья,Trabzon|Трабзон,Kayseri|Кайсери,Samsun|Самсун,Adana|Адана,Gaziantep|Газиантеп,Sivas|Сивас,Rize|Ризе,Alanya|Аланья,Eskişehir|Эскишехир,Malatya|Малатья,Hatay|Хатай,Manisa|Маниса',
  ),
  [COUNTRY.netherlands]: parse(
    'Amsterdam|Амстердам,Rotterdam|Роттердам,Eindhoven|Эйндховен,Utrecht|Утрехт,Groningen|Гронинген,Arnhem|Арнем,Alkmaar|Алкмар,Enschede|Энсхеде,Heerenveen|Херенвен,Tilburg|Тилбург,Breda|Бреда,Zwolle|Зволле,Nijmegen|Неймеген,Deventer|Девентер,Almere|Алмере,Sittard|Ситтард,Waalwijk|Валвейк,Leeuwarden|Леуварден',
  ),
  [COUNTRY.portugal]: parse(
    'Lisboa|Лиссабон,Porto|Порту,Braga|Брага,Guimarães|Гимарайнш,Coimbra|Коимбра,Funchal|Фуншал,Faro|Фару,Setúbal|Сетубал,Aveiro|Авейру,Viseu|Визеу,Leiria|Лейрия,Famalicão|Фамаликан,Arouca|Арока,Chaves|Шавеш,Estoril|Эшторил,Vizela|Визела,Barcelos|Барселуш,Portimão|Портимао',
  ),
  [COUNTRY.kazakhstan]: parse(
    'Astana|Астана,Almaty|Алматы,Karaganda|Караганда,Shymkent|Шымкент,Aktobe|Актобе,Pavlodar|Павлодар,Kostanay|Костанай,Atyrau|Атырау,Taraz|Тараз,Oskemen|Усть-Каменогорск,Kyzylorda|Кызылорда,Semey|Семей,Oral|Уральск,Turkistan|Туркестан,Ekibastuz|Экибастуз,Petropavl|Петропавловск',
  ),
  [COUNTRY.finland]: parse(
    'Helsinki|Хельсинки,Tampere|Тампере,Turku|Турку,Oulu|Оулу,Espoo|Эспоо,Vantaa|Вантаа,Lahti|Лахти,Kuopio|Куопио,Jyväskylä|Ювяскюля,Pori|Пори,Joensuu|Йоэнсуу,Vaasa|Вааса,Rauma|Раума,Lappeenranta|Лаппеенранта',
  ),
  [COUNTRY.sweden]: parse(
    'Stockholm|Стокгольм,Göteborg|Гётеборг,Malmö|Мальмё,Uppsala|Уппсала,Linköping|Линчёпинг,Örebro|Эребру,Luleå|Лулео,Växjö|Векшё,Skellefteå|Шеллефтео,Karlstad|Карлстад,Umeå|Умео,Jönköping|Йёнчёпинг,Gävle|Евле,Sundsvall|Сундсвалль',
  ),
  [COUNTRY.czechia]: parse(
    'Praha|Прага,Brno|Брно,Ostrava|Острава,Plzeň|Пльзень,Liberec|Либерец,Olomouc|Оломоуц,Zlín|Злин,Pardubice|Пардубице,Kladno|Кладно,Jihlava|Йиглава,Karlovy Vary|Карловы Вары,Třinec|Тршинец,Hradec Králové|Градец-Кралове,Litvínov|Литвинов',
  ),
  [COUNTRY.poland]: parse(
    'Warszawa|Варшава,Kraków|Краков,Gdańsk|Гданьск,Wrocław|Вроцлав,Poznań|Познань,Łódź|Лодзь,Lublin|Люблин,Szczecin|Щецин,Katowice|Катовице,Białystok|Белосток,Kielce|Кельце,Rzeszów|Жешув,Radom|Радом,Olsztyn|Ольштын',
  ),
  [COUNTRY.japan]: parse(
    'Tokyo|Токио,Yokohama|Иокогама,Osaka|Осака,Nagoya|Нагоя,Sapporo|Саппоро,Kobe|Кобе,Kyoto|Киото,Fukuoka|Фукуока,Kawasaki|Кавасаки,Saitama|Сайтама,Hiroshima|Хиросима,Sendai|Сендай,Chiba|Тиба,Niigata|Ниигата,Shizuoka|Сидзуока,Kashima|Касима,Kagoshima|Кагосима,Nagasaki|Нагасаки,Okayama|Окаяма,Kumamoto|Кумамото',
  ),
  [COUNTRY.australia]: parse(
    'Sydney|Сидней,Melbourne|Мельбурн,Brisbane|Брисбен,Perth|Перт,Adelaide|Аделаида,Newcastle|Ньюкасл,Wellington|Веллингтон,Auckland|Окленд,Gold Coast|Голд-Кост,Canberra|Канберра,Hobart|Хобарт,Geelong|Джилонг',
  ),
  [COUNTRY.argentina]: parse(
    'Buenos Aires|Буэнос-Айрес,Córdoba|Кордова,Rosario|Росарио,Mendoza|Мендоса,La Plata|Ла-Плата,Tucumán|Тукуман,Mar del Plata|Мар-дель-Плата,Salta|Сальта,Santa Fe|Санта-Фе,San Juan|Сан-Хуан,Avellaneda|Авельянеда,Lanús|Ланус,Quilmes|Килмес,Banfield|Банфилд,Paraná|Парана,Bahía Blanca|Баия-Бланка,Santiago del Estero|Сантьяго-дель-Эстеро,Corrientes|Корриентес,Resistencia|Ресистенсия,Posadas|Посадас,Neuquén|Неукен,San Luis|Сан-Луис,Jujuy|Жужуй,Río Cuarto|Рио-Куарто,Rafaela|Рафаэла,Junín|Хунин,Tandil|Тандиль,Sarandí|Саранди',
  ),
  [COUNTRY.mexico]: parse(
    'Ciudad de México|Мехико,Guadalajara|Гвадалахара,Monterrey|Монтеррей,Puebla|Пуэбла,Tijuana|Тихуана,León|Леон,Toluca|Толука,Querétaro|Керетаро,Pachuca|Пачука,Torreón|Торреон,Mazatlán|Масатлан,Aguascalientes|Агуаскальентес,Veracruz|Веракрус,Mérida|Мерида,Cancún|Канкун,Chihuahua|Чиуауа,San Luis Potosí|Сан-Луис-Потоси,Morelia|Морелия',
  ),
  [COUNTRY.korea]: parse(
    'Seoul|Сеул,Busan|Пусан,Incheon|Инчхон,Daegu|Тэгу,Daejeon|Тэджон,Gwangju|Кванджу,Ulsan|Ульсан,Suwon|Сувон,Jeonbuk|Чонбук,Pohang|Пхохан,Jeju|Чеджу,Gangwon|Канвон',
  ),
  [COUNTRY.china]: parse(
    'Beijing|Пекин,Shanghai|Шанхай,Guangzhou|Гуанчжоу,Shenzhen|Шэньчжэнь,Wuhan|Ухань,Chengdu|Чэнду,Tianjin|Тяньцзинь,Shandong|Шаньдун,Dalian|Далянь,Changchun|Чанчунь,Qingdao|Циндао,Hangzhou|Ханчжоу,Nanjing|Нанкин,Henan|Хэнань,Meizhou|Мэйчжоу,Cangzhou|Цанчжоу',
  ),
  [COUNTRY.saudiArabia]: parse(
    'Riyadh|Эр-Рияд,Jeddah|Джидда,Dammam|Даммам,Mecca|Мекка,Medina|Медина,Abha|Абха,Taif|Эт-Таиф,Buraidah|Бурайда,Khobar|Эль-Хубар,Tabuk|Табук,Hail|Хаиль,Najran|Наджран,Jazan|Джизан,Al Ahsa|Эль-Хаса,Yanbu|Янбу,Jubail|Эль-Джубайль,Qatif|Эль-Катиф,Unaizah|Унайза,Al Bahah|Эль-Баха',
  ),
  [COUNTRY.india]: parse(
    'Mumbai|Мумбаи,Kolkata|Калькутта,Bengaluru|Бангалор,Chennai|Ченнаи,Goa|Гоа,Hyderabad|Хайдарабад,Kerala|Керала,Odisha|Одиша,Punjab|Пенджаб,Jamshedpur|Джамшедпур,Shillong|Шиллонг,Delhi|Дели,Guwahati|Гувахати,Pune|Пуна',
  ),
  [COUNTRY.indonesia]: parse(
    'Jakarta|Джакарта,Surabaya|Сурабая,Bandung|Бандунг,Medan|Медан,Semarang|Семаранг,Makassar|Макассар,Malang|Маланг,Bali|Бали,Yogyakarta|Джокьякарта,Solo|Соло,Padang|Паданг,Palembang|Палембанг,Samarinda|Самаринда,Madura|Мадура,Bogor|Богор,Pontianak|Понтианак,Balikpapan|Баликпапан,Kediri|Кедири,Manado|Манадо',
  ),
  [COUNTRY.egypt]: parse(
    'Cairo|Каир,Alexandria|Александрия,Giza|Гиза,Ismailia|Исмаилия,Port Said|Порт-Саид,Suez|Суэц,Mansoura|Эль-Мансура,Aswan|Асуан,Tanta|Танта,Zagazig|Загазиг,Faiyum|Файюм,Luxor|Луксор,Minya|Эль-Минья,Asyut|Асьют,Sohag|Сохаг,Damietta|Думьят,Hurghada|Хургада,Damanhur|Даманхур,Beni Suef|Бени-Суэйф',
  ),
  [COUNTRY.colombia]: parse(
    'Bogotá|Богота,Medellín|Медельин,Cali|Кали,Barranquilla|Барранкилья,Cartagena|Картахена,Bucaramanga|Букараманга,Pereira|Перейра,Manizales|Манисалес,Ibagué|Ибаге,Pasto|Пасто,Tunja|Тунха,Cúcuta|Кукута,Santa Marta|Санта-Марта,Neiva|Нейва,Montería|Монтерия,Villavicencio|Вильявисенсио,Tuluá|Тулуа,Popayán|Попаян,Sincelejo|Синселехо,Envigado|Энвигадо',
  ),
  [COUNTRY.vietnam]: parse(
    'Hanoi|Ханой,Ho Chi Minh City|Хошимин,Hai Phong|Хайфон,Da Nang|Дананг,Nam Dinh|Намдинь,Thanh Hoa|Тханьхоа,Nghe An|Нгеан,Binh Dinh|Биньдинь,Quang Nam|Куангнам,Hai Duong|Хайзыонг,Can Tho|Кантхо,Hue|Хюэ,Vung Tau|Вунгтау,Pleiku|Плейку',
  ),
  [COUNTRY.greece]: parse(
    'Athens|Афины,Thessaloniki|Салоники,Piraeus|Пирей,Patras|Патры,Heraklion|Ираклион,Larissa|Лариса,Volos|Волос,Ioannina|Янина,Kalamata|Каламата,Xanthi|Ксанти,Serres|Серре,Tripoli|Триполи,Chania|Ханья,Lamia|Ламия',
  ),
  [COUNTRY.romania]: parse(
    'Bucharest|Бухарест,Cluj|Клуж,Craiova|Крайова,Iași|Яссы,Timișoara|Тимишоара,Constanța|Констанца,Brașov|Брашов,Galați|Галац,Ploiești|Плоешти,Arad|Арад,Sibiu|Сибиу,Oradea|Орадя,Pitești|Питешти,Botoșani|Ботошани,Voluntari|Волунтари,Bacău|Бакэу',
  ),
  [COUNTRY.chile]: parse(
    'Santiago|Сантьяго,Valparaíso|Вальпараисо,Concepción|Консепсьон,Antofagasta|Антофагаста,Temuco|Темуко,Rancagua|Ранкагуа,Talca|Талька,Arica|Арика,Iquique|Икике,La Serena|Ла-Серена,Coquimbo|Кокимбо,Osorno|Осорно,Puerto Montt|Пуэрто-Монт,Chillán|Чильян,Calama|Калама,Viña del Mar|Винья-дель-Мар',
  ),
  [COUNTRY.ecuador]: parse(
    'Quito|Кито,Guayaquil|Гуаякиль,Cuenca|Куэнка,Ambato|Амбато,Manta|Манта,Loja|Лоха,Machala|Мачала,Riobamba|Риобамба,Ibarra|Ибарра,Esmeraldas|Эсмеральдас,Portoviejo|Портовьехо,Latacunga|Латакунга,Babahoyo|Бабаойо,Milagro|Милагро,Quevedo|Кеведо,Tulcán|Тулькан',
  ),
  [COUNTRY.thailand]: parse(
    'Bangkok|Бангкок,Buriram|Бурирам,Chiang Mai|Чиангмай,Chonburi|Чонбури,Khon Kaen|Кхонкэн,Nakhon Ratchasima|Накхонратчасима,Port|Порт,Muangthong|Муангтонг,Ratchaburi|Ратчабури,Sukhothai|Сукхотхай,Lamphun|Лампхун,Uthai Thani|Утхайтхани,Nongbua|Нонгбуа,Rayong|Районг,Trat|Трат,Udon Thani|Удонтхани',
  ),
  [COUNTRY.uae]: parse(
    'Dubai|Дубай,Abu Dhabi|Абу-Даби,Sharjah|Шарджа,Al Ain|Аль-Айн,Ajman|Аджман,Fujairah|Фуджейра,Ras Al Khaimah|Рас-эль-Хайма,Khor Fakkan|Хор-Факкан,Kalba|Кальба,Dibba|Дибба,Hatta|Хатта,Umm Al Quwain|Умм-эль-Кайвайн,Jebel Ali|Джебель-Али,Al Dhafra|Эль-Дафра',
  ),
};

/** Family names (en|ru) for tennis and table tennis players. */
export const SURNAMES = parse(
  'Ivanov|Иванов,Petrov|Петров,Smirnov|Смирнов,Kuznetsov|Кузнецов,Popov|Попов,Volkov|Волков,Sokolov|Соколов,Morozov|Морозов,Novak|Новак,Horvat|Хорват,Kowalski|Ковальский,Nowak|Новак,Dvorak|Дворжак,Svoboda|Свобода,Muller|Мюллер,Schmidt|Шмидт,Weber|Вебер,Fischer|Фишер,Martin|Мартен,Bernard|Бернар,Dubois|Дюбуа,Garcia|Гарсия,Lopez|Лопес,Martinez|Мартинес,Sanchez|Санчес,Romero|Ромеро,Rossi|Росси,Ferrari|Феррари,Bianchi|Бьянки,Costa|Коста,Silva|Силва,Santos|Сантос,Oliveira|Оливейра,Smith|Смит,Johnson|Джонсон,Brown|Браун,Taylor|Тейлор,Wilson|Уилсон,Evans|Эванс,Walker|Уокер,Berg|Берг,Lindqvist|Линдквист,Nieminen|Ниеминен,Korhonen|Корхонен,Yilmaz|Йылмаз,Demir|Демир,Sato|Сато,Tanaka|Танака,Kim|Ким,Park|Пак,Novikov|Новиков,Fedorov|Фёдоров,Orlov|Орлов,Zaitsev|Зайцев,Pavlenko|Павленко,Bondarenko|Бондаренко,Kovalenko|Коваленко,Shevchenko|Шевченко,Tkachenko|Ткаченко,Marek|Марек,Kral|Краль,Blaha|Блаха',
);

/** Latin initial → Cyrillic initial, for "Surname A." player names. */
export const INITIALS = parse('A|А,B|Б,D|Д,E|Е,F|Ф,G|Г,I|И,J|Я,K|К,L|Л,M|М,N|Н,O|О,P|П,R|Р,S|С,T|Т,V|В,Y|Ю,Z|З');

/** Nicknames of cyber-football players. */
export const NICKS =
  'Vortex,Kraken,Falcon,Nomad,Blaze,Ghost,Viper,Titan,Raven,Storm,Spark,Comet,Rocket,Shadow,Hunter,Wizard,Pilot,Bishop,Cobra,Frost'.split(
    ',',
  );

/** CS2 organisations (latin names are used in Russian too). */
export const CYBER_TEAMS =
  'Nova Wolves,Iron Falcons,Crimson Tide,Northern Lights,Steel Panthers,Arctic Foxes,Black Mamba,Red Reserve,Polar Bears,Sky Pirates,Neon Knights,Silent Storm,Golden Lynx,Blue Hornets,Wild Cards,Dark Horses,Rapid Fire,Last Stand'.split(
    ',',
  );
