// A compact real list of regions and their main cities for the countries registration asks an
// address in. Ids are stable (region = country id × 100 + n, city = region id × 100 + n), so the
// seed can be re-run and a saved profile keeps pointing at the same place.

/** A region: English and Russian names, then its cities as [English, Russian] pairs. */
export type RegionSeed = readonly [nameEn: string, nameRu: string, cities: readonly (readonly [string, string])[]];

/** Regions per ISO country code, in display order. */
export const GEO_SEED: Readonly<Record<string, readonly RegionSeed[]>> = {
  kz: [
    ['Almaty', 'Алматы', [['Almaty', 'Алматы']]],
    ['Astana', 'Астана', [['Astana', 'Астана']]],
    [
      'Almaty Region',
      'Алматинская область',
      [
        ['Konaev', 'Конаев'],
        ['Talgar', 'Талгар'],
        ['Esik', 'Есик'],
      ],
    ],
    [
      'Karaganda Region',
      'Карагандинская область',
      [
        ['Karaganda', 'Караганда'],
        ['Temirtau', 'Темиртау'],
        ['Balkhash', 'Балхаш'],
      ],
    ],
    [
      'Turkistan Region',
      'Туркестанская область',
      [
        ['Turkistan', 'Туркестан'],
        ['Kentau', 'Кентау'],
      ],
    ],
    [
      'East Kazakhstan Region',
      'Восточно-Казахстанская область',
      [
        ['Oskemen', 'Усть-Каменогорск'],
        ['Ridder', 'Риддер'],
      ],
    ],
  ],
  ru: [
    [
      'Moscow',
      'Москва',
      [
        ['Moscow', 'Москва'],
        ['Zelenograd', 'Зеленоград'],
      ],
    ],
    [
      'Saint Petersburg',
      'Санкт-Петербург',
      [
        ['Saint Petersburg', 'Санкт-Петербург'],
        ['Kolpino', 'Колпино'],
      ],
    ],
    [
      'Moscow Oblast',
      'Московская область',
      [
        ['Balashikha', 'Балашиха'],
        ['Podolsk', 'Подольск'],
        ['Khimki', 'Химки'],
      ],
    ],
    [
      'Novosibirsk Oblast',
      'Новосибирская область',
      [
        ['Novosibirsk', 'Новосибирск'],
        ['Berdsk', 'Бердск'],
      ],
    ],
    [
      'Sverdlovsk Oblast',
      'Свердловская область',
      [
        ['Yekaterinburg', 'Екатеринбург'],
        ['Nizhny Tagil', 'Нижний Тагил'],
      ],
    ],
    [
      'Republic of Tatarstan',
      'Республика Татарстан',
      [
        ['Kazan', 'Казань'],
        ['Naberezhnye Chelny', 'Набережные Челны'],
      ],
    ],
  ],
  ua: [
    ['Kyiv', 'Киев', [['Kyiv', 'Киев']]],
    [
      'Kharkiv Oblast',
      'Харьковская область',
      [
        ['Kharkiv', 'Харьков'],
        ['Izium', 'Изюм'],
      ],
    ],
    [
      'Odesa Oblast',
      'Одесская область',
      [
        ['Odesa', 'Одесса'],
        ['Izmail', 'Измаил'],
      ],
    ],
    [
      'Lviv Oblast',
      'Львовская область',
      [
        ['Lviv', 'Львов'],
        ['Drohobych', 'Дрогобыч'],
      ],
    ],
    [
      'Dnipropetrovsk Oblast',
      'Днепропетровская область',
      [
        ['Dnipro', 'Днепр'],
        ['Kryvyi Rih', 'Кривой Рог'],
      ],
    ],
  ],
  de: [
    [
      'Bavaria',
      'Бавария',
      [
        ['Munich', 'Мюнхен'],
        ['Nuremberg', 'Нюрнберг'],
        ['Augsburg', 'Аугсбург'],
      ],
    ],
    ['Berlin', 'Берлин', [['Berlin', 'Берлин']]],
    ['Hamburg', 'Гамбург', [['Hamburg', 'Гамбург']]],
    [
      'North Rhine-Westphalia',
      'Северный Рейн-Вестфалия',
      [
        ['Cologne', 'Кёльн'],
        ['Düsseldorf', 'Дюссельдорф'],
        ['Dortmund', 'Дортмунд'],
      ],
    ],
    [
      'Hesse',
      'Гессен',
      [
        ['Frankfurt am Main', 'Франкфурт-на-Майне'],
        ['Wiesbaden', 'Висбаден'],
      ],
    ],
  ],
  gb: [
    [
      'England',
      'Англия',
      [
        ['London', 'Лондон'],
        ['Manchester', 'Манчестер'],
        ['Birmingham', 'Бирмингем'],
        ['Liverpool', 'Ливерпуль'],
      ],
    ],
    [
      'Scotland',
      'Шотландия',
      [
        ['Edinburgh', 'Эдинбург'],
        ['Glasgow', 'Глазго'],
      ],
    ],
    [
      'Wales',
      'Уэльс',
      [
        ['Cardiff', 'Кардифф'],
        ['Swansea', 'Суонси'],
      ],
    ],
    [
      'Northern Ireland',
      'Северная Ирландия',
      [
        ['Belfast', 'Белфаст'],
        ['Derry', 'Дерри'],
      ],
    ],
  ],
  tr: [
    ['Istanbul', 'Стамбул', [['Istanbul', 'Стамбул']]],
    ['Ankara', 'Анкара', [['Ankara', 'Анкара']]],
    ['Izmir', 'Измир', [['Izmir', 'Измир']]],
    [
      'Antalya',
      'Анталья',
      [
        ['Antalya', 'Анталья'],
        ['Alanya', 'Аланья'],
        ['Manavgat', 'Манавгат'],
      ],
    ],
    [
      'Bursa',
      'Бурса',
      [
        ['Bursa', 'Бурса'],
        ['İnegöl', 'Инегёль'],
      ],
    ],
  ],
};
