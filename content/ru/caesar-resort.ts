import { developmentFrom as from } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import type { Dictionary } from '@/content/dictionaries';
import type { Benefit, CallToAction, FaqItem, Stat } from '@/content/types';
import type { PluralForms } from '@/lib/i18n/format';
import { cardMonthly } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

const monthForms = { one: '{n} месяц', few: '{n} месяца', many: '{n} месяцев', other: '{n} месяца' } as PluralForms;

export const caesarResort: Dictionary['caesarResort'] = (f) => ({
  meta: {
    title: 'Caesar Resort Искеле: квартиры и виллы',
    description:
      `Апартаменты в Caesar Resort от ${f.euro(from.collection)} и Caesar Blue Villas от ${f.euro(from.blueVillas)} на Лонг-Бич, Искеле: гарантированная доходность 7 % и рассрочка 0 %.`,
    keywords: [
      'Caesar Resort',
      'Caesar Resort Искеле',
      'Caesar Blue Villas',
      'недвижимость Лонг-Бич Искеле',
      'гарантированная арендная доходность Северный Кипр',
      'апартаменты в курортном комплексе Северный Кипр',
    ],
  },
  hero: {
    eyebrow: 'Лонг-Бич · Искеле · Северный Кипр',
    title: 'Caesar Resort на Лонг-Бич, Искеле',
    subtitle:
      'Апартаменты в курортном комплексе и виллы с собственным бассейном от одного застройщика — с гарантированной доходностью 7 % и беспроцентной рассрочкой до 100 месяцев.',
    facts: [`От ${f.euro(from.collection)}`, 'Гарантия доходности 7 %', 'До 100 месяцев под 0 %', 'Объекты с правом на ВНЖ'],
  },
  heroActions: {
    whatsApp: 'Написать в WhatsApp',
    listings: 'Смотреть комплексы',
  },
  about: {
    title: 'Один застройщик — четыре комплекса',
    paragraphs: [
      'Caesar Resort строит на Лонг-Бич — песчаном побережье к северу от Искеле, на восточном берегу Северного Кипра. У четырёх комплексов общие бассейны, спа, тренажёрный зал, рестораны и пляж курорта, а выбор жилья — от меблированных студий до отдельных вилл с собственными бассейнами.',
      'Мы — независимое агентство, а не застройщик. Мы выезжаем на объекты, читаем договоры и прямо говорим, какое жильё подходит под Ваши планы, а Ваш собственный юрист проверяет права на объект до того, как Вы заплатите что-либо сверх резервационного взноса.',
    ],
    stats: [
      { value: '4', label: 'комплекса на Лонг-Бич' },
      { value: f.euro(from.collection), label: 'стартовая цена студии на курорте' },
      { value: '7 %', label: 'гарантированная арендная доходность на 2–3 года' },
      { value: '0 %', label: 'ставка по рассрочке до 100 месяцев' },
    ] satisfies Stat[],
  },
  developments: {
    title: 'Четыре комплекса Caesar Resort',
    intro: 'В каждом комплексе гарантированная арендная доходность 7 % прописана в договоре; срок гарантии зависит от комплекса.',
    labels: { price: 'Стартовая цена', guarantee: 'Гарантированная доходность' },
    /** {percent} is the guaranteed yield and {n} the years it runs. */
    guarantee: { one: '{percent} на {n} год', few: '{percent} на {n} года', many: '{percent} на {n} лет', other: '{percent} на {n} года' } as PluralForms,
    flagship: 'Флагман',
    items: {
      collection: {
        name: 'Caesar Resort Collection',
        location: 'Лонг-Бич, Искеле',
        type: 'Курортные апартаменты',
        description:
          'Сердце курорта: от студий до квартир с двумя спальнями вокруг главных бассейнов, беспроцентная рассрочка на 60–100 месяцев.',
      },
      blueVillas: {
        name: 'Caesar Blue Villas',
        location: 'Побережье Бафры, Искеле',
        type: 'Виллы класса люкс',
        description:
          `Виллы с тремя спальнями, собственными бассейнами и садами недалеко от моря. Каждая вилла стоит дороже ${f.euro(residencyThreshold)}, поэтому любая из них даёт право на ВНЖ.`,
      },
      beach: {
        name: 'Caesar Beach Residences',
        location: 'Лонг-Бич, Искеле',
        type: 'Апартаменты у моря',
        description:
          'Квартиры с двумя спальнями и пентхаусы на первой линии моря, с инфинити-бассейном и видом на пляж.',
      },
      park: {
        name: 'Caesar Park Suites',
        location: 'Лонг-Бич, Искеле',
        type: 'Курортные сьюты',
        description:
          'Компактные сьюты с одной спальней рядом со спортивным парком курорта, в нескольких минутах ходьбы от пляжа: простая первая инвестиция.',
      },
    },
  },
  listings: {
    title: 'Свободные объекты в Caesar Resort',
    intro: `Шесть объектов, которые можно купить прямо сейчас, в четырёх комплексах. Ежемесячный платёж рассчитан при взносе ${f.percent(cardPlan.downPercent)} и выплате остатка без процентов равными частями за ${f.plural(cardPlan.months, monthForms)}; указана доходность, которую гарантирует застройщик.`,
    items: {
      'caesar-collection-studio': {
        title: 'Студия у бассейна',
        location: 'Caesar Resort Collection, Искеле',
        type: 'Студия',
        features: ['Вид на бассейн', 'С мебелью', 'Управление арендой'],
      },
      'caesar-park-suite': {
        title: 'Сьют у спортивного парка',
        location: 'Caesar Park Suites, Искеле',
        type: 'Курортный сьют',
        features: ['Балкон', 'Тренажёрный зал', 'Рядом с пляжем'],
      },
      'caesar-collection-one-bedroom': {
        title: 'Квартира с 1 спальней в Collection',
        location: 'Caesar Resort Collection, Искеле',
        type: 'Квартира с 1 спальней',
        features: ['Доступ в спа', 'Большой балкон', 'Вид на бассейн'],
      },
      'caesar-beach-two-bedroom': {
        title: 'Квартира с 2 спальнями у моря',
        location: 'Caesar Beach Residences, Искеле',
        type: 'Квартира с 2 спальнями',
        features: ['Первая линия', 'Вид на море', 'Инфинити-бассейн'],
      },
      'caesar-beach-penthouse': {
        title: 'Пентхаус в Beach Residences',
        location: 'Caesar Beach Residences, Искеле',
        type: 'Пентхаус',
        features: ['Терраса на крыше', 'Джакузи', 'Право на ВНЖ'],
      },
      'caesar-blue-villa': {
        title: 'Blue Villa с собственным бассейном',
        location: 'Caesar Blue Villas, Искеле',
        type: 'Вилла класса люкс',
        features: ['Собственный бассейн', 'Сад', 'Право на ВНЖ'],
      },
    },
  },
  reasons: {
    title: 'Почему покупатели выбирают Caesar Resort',
    intro: 'Курорт, где приятно отдыхать и на который можно положиться как на инвестицию, — от застройщика, который фиксирует условия в договоре.',
    items: [
      {
        icon: 'key',
        title: 'Гарантия аренды в договоре',
        text: '7 % в год в первые 2–3 года — в зависимости от комплекса: 2 года в Caesar Blue Villas и Caesar Park Suites, 3 года в Collection и Beach Residences.',
      },
      {
        icon: 'percent',
        title: '0 % на срок до 100 месяцев',
        text: 'Первоначальный взнос 30–40 %, затем беспроцентные платежи; в Caesar Resort Collection их можно растянуть на 60–100 месяцев. На этапе строительства — взнос от 20 %.',
      },
      {
        icon: 'sun',
        title: 'Курорт в шаге от дома',
        text: 'Бассейны, спа, тренажёрный зал, рестораны и песчаный пляж Лонг-Бич — общие для всех четырёх комплексов.',
      },
      {
        icon: 'home',
        title: 'Присмотр в Ваше отсутствие',
        text: 'Управление арендой, уборка и обслуживание на месте: жильё приносит доход и остаётся в порядке между Вашими приездами.',
      },
      {
        icon: 'passport',
        title: 'Путь к ВНЖ',
        text: `Виллы и пентхаусы дороже ${f.euro(residencyThreshold)} дают Вам и Вашей семье право оформить вид на жительство (ВНЖ).`,
      },
      {
        icon: 'shield',
        title: 'Проверено Вашим юристом',
        text: 'Независимый юрист проверяет права на объект, разрешения и договор гарантии до того, как Вы заплатите больше резервационного взноса 2 000–5 000 €.',
      },
    ] satisfies Benefit[],
  },
  midCta: {
    title: 'Получите прайс-лист Caesar Resort',
    description:
      'Напишите нам в WhatsApp — пришлём актуальное наличие, планировки и график платежей по любому объекту. Отвечаем в течение 1 часа, 7 дней в неделю.',
    variant: 'secondary',
  } satisfies CallToAction,
  faq: [
    {
      question: 'Что такое Caesar Resort?',
      answer:
        'Caesar Resort — застройщик четырёх комплексов на Лонг-Бич в Искеле: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences и Caesar Park Suites. Мы не застройщик, а независимое агентство, которое продаёт эти объекты, поэтому наш совет — о том, какое жильё подходит именно Вам.',
    },
    {
      question: 'Сколько стоит недвижимость в Caesar Resort?',
      answer: `Студии в Caesar Resort Collection — от ${f.euro(from.collection)}, сьюты в Caesar Park Suites — от ${f.euro(from.park)}, квартиры в Caesar Beach Residences — от ${f.euro(from.beach)}, виллы Caesar Blue Villas — от ${f.euro(from.blueVillas)}. Сверх цены заложите около ${f.percent(transferTaxPercent)} на налог на передачу права собственности и 1–1,5 % на услуги юриста.`,
    },
    {
      question: 'Как работает гарантия арендной доходности?',
      answer:
        'Застройщик гарантирует 7 % от цены покупки в год в течение первых 2–3 лет после передачи ключей — в зависимости от комплекса: 2 года в Caesar Blue Villas и Caesar Park Suites, 3 года в Caesar Resort Collection и Caesar Beach Residences. Гарантия прописана в Вашем договоре. После её окончания сдачей жилья может и дальше заниматься команда курорта; удачно расположенные курортные объекты обычно приносят 7–9 % в год.',
    },
    {
      question: 'Какие условия рассрочки у Caesar Resort?',
      answer: `Обычно первоначальный взнос 30–40 %, затем беспроцентные платежи; в Caesar Resort Collection их можно растянуть на 60–100 месяцев. На этапе строительства взнос может начинаться от 20 %. Цифры в наших карточках рассчитаны при взносе ${f.percent(cardPlan.downPercent)} и сроке ${f.plural(cardPlan.months, monthForms)}: для студии за ${f.euro(from.collection)} это ${f.euro(cardMonthly(from.collection))} в месяц.`,
    },
    {
      question: 'Можно ли получить ВНЖ при покупке в Caesar Resort?',
      answer:
        `Покупка дороже ${f.euro(residencyThreshold)} даёт право оформить вид на жительство (ВНЖ). В Caesar Resort это вилла в Caesar Blue Villas или пентхаус в Caesar Beach Residences; заявление после покупки готовит Ваш юрист.`,
    },
    {
      question: 'Где именно находится Caesar Resort?',
      answer:
        'На Лонг-Бич, чуть севернее Искеле, на восточном побережье Северного Кипра. До Фамагусты с её старым городом и университетами — недолгая поездка на юг, до аэропорта Эрджан — около часа на машине.',
    },
    {
      question: 'Сколько стоит содержание жилья на курорте?',
      answer:
        'Налог на недвижимость — около 0,5 % в год, плюс плата за обслуживание комплекса (бассейны, сады, охрана) и коммунальные услуги. Налога на прирост капитала и налога на наследство нет. Нерезидентам стоит учесть налог у источника 15 % с дохода от аренды.',
    },
    {
      question: 'Можно ли купить, не приезжая на Кипр?',
      answer:
        'Да. Мы покажем объекты по видеосвязи в реальном времени, а Ваш юрист может действовать от Вашего имени по доверенности. Резервационный взнос 2 000–5 000 € закрепляет объект за Вами на 7–14 дней; разрешение на покупку стоит около 500 € и занимает 2–4 недели, а вся сделка обычно — 4–8 недель.',
    },
  ] satisfies FaqItem[],
  closingCta: {
    title: 'Посмотрите Caesar Resort своими глазами',
    description:
      'Приезжайте с нами в ознакомительный тур на Лонг-Бич или пройдитесь по демонстрационным квартирам по видеосвязи. Отвечаем в течение 1 часа, 7 дней в неделю.',
  } satisfies CallToAction,
});
