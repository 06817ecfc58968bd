import type { CommonWords } from '@/content/types';

export const common: CommonWords = {
  about:
    'Независимое агентство недвижимости: помогаем семьям из Великобритании, Германии, Израиля и России купить виллу или квартиру, в том числе в курортном комплексе, на Северном Кипре — от первого просмотра до получения кочана (свидетельства о праве собственности).',
  tagline: 'Виллы, квартиры и курортная недвижимость на Северном Кипре',
  location: 'Кирения (Гирне), ТРСК (Северный Кипр)',
  support: 'Работаем без выходных, отвечаем в течение часа',
  areaServed: 'Северный Кипр',
  defaultWhatsAppMessage: 'Здравствуйте! Интересует недвижимость на Северном Кипре. Можете помочь с подбором?',
  skipLink: 'Перейти к основному содержанию',
  contactUs: 'Связаться с нами',
  menuButton: 'Меню',
  mainNavLabel: 'Главное меню',
  languageLabel: 'Язык',
  loading: 'Загрузка…',
  whatsAppCta: 'Написать в WhatsApp',
  callNow: 'Позвонить',
  footerContactHeading: 'Контакты',
  footerWhatsAppLabel: 'WhatsApp',
  footerPhoneLabel: 'Телефон',
  copyright: 'Все права защищены.',
  routeLabels: {
    home: 'Главная',
    villas: 'Виллы',
    apartments: 'Квартиры',
    investment: 'Инвестиции',
    paymentPlans: 'Рассрочка',
    caesarResort: 'Caesar Resort',
    guide: 'Гид покупателя',
  },
  footerColumns: [
    {
      heading: 'Недвижимость',
      links: [
        { label: 'Виллы на продажу', route: 'villas' },
        { label: 'Квартиры на продажу', route: 'apartments' },
        { label: 'Caesar Resort', route: 'caesarResort' },
      ],
    },
    {
      heading: 'Полезное',
      links: [
        { label: 'Гид покупателя', route: 'guide' },
        { label: 'Условия рассрочки', route: 'paymentPlans' },
        { label: 'Инвестиции', route: 'investment' },
      ],
    },
  ],
  property: {
    enquire: 'Спросить в WhatsApp',
    enquireAbout: 'об объекте',
    monthlyFrom: 'в рассрочку от {amount}/мес.',
    roi: 'Доходность ≈{percent} (брутто, оценка)',
    bedrooms: { one: '{n} спальня', few: '{n} спальни', many: '{n} спален', other: '{n} спальни' },
    bathrooms: { one: '{n} санузел', few: '{n} санузла', many: '{n} санузлов', other: '{n} санузла' },
    studio: 'Студия',
    area: '{area} м²',
    features: 'Особенности',
    enquiryMessage: 'Здравствуйте! Интересует объект «{title}» за {price}, вот ссылка: {url}. Он ещё в продаже?',
    titleDeed: 'Право собственности: {type}',
  },
  titleDeeds: {
    turkish: 'турецкий кочан',
    exchange: 'обменный кочан (эшдегер)',
    allocation: 'кочан по распределению (тахсис)',
  },
  claims: {
    guarantee:
      'Гарантию арендного дохода даёт застройщик, а не мы и не банк: {percent} от цены покупки в год, брутто, в течение первых {from}–{to} лет после передачи ключей — как указано в Вашем договоре. Такая гарантия надёжна ровно настолько, насколько надёжен сам застройщик.',
    guaranteeLink: 'Как работает гарантия',
  },
  faqTitle: 'Частые вопросы',
  popup: {
    title: 'Напишите нам в WhatsApp',
    agentName: 'Отдел продаж',
    status: 'Обычно отвечаем в течение часа',
    greeting: 'Здравствуйте! Ищете виллу или квартиру на Северном Кипре? Спрашивайте о ценах, рассрочке или просмотрах.',
    startChat: 'Начать чат',
    minimize: 'Свернуть',
    close: 'Закрыть',
    restore: 'Открыть чат WhatsApp (1 новое сообщение)',
  },
  languageSuggestion: {
    text: 'Эта страница есть и на русском языке.',
    action: 'Открыть на русском',
    dismiss: 'Скрыть',
  },
};
