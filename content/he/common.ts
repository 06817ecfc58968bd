import type { CommonWords } from '@/content/types';

export const common: CommonWords = {
  about:
    'סוכנות עצמאית שמלווה משפחות מבריטניה, גרמניה, ישראל ורוסיה ברכישת וילות, דירות ונכסי נופש בצפון קפריסין – מהסיור הראשון ועד הטאבו.',
  tagline: 'וילות, דירות ונכסי נופש בצפון קפריסין',
  location: 'קירניה (גירנה), הרפובליקה הטורקית של צפון קפריסין',
  support: 'זמינים 7 ימים בשבוע, מענה תוך שעה',
  areaServed: 'צפון קפריסין',
  defaultWhatsAppMessage: 'היי, אשמח לקבל פרטים על נכסים בצפון קפריסין. תוכלו לעזור לי?',
  skipLink: 'דילוג לתוכן',
  contactUs: 'צרו קשר',
  menuButton: 'תפריט',
  mainNavLabel: 'ראשי',
  languageLabel: 'שפה',
  loading: 'טוען…',
  whatsAppCta: 'דברו איתנו בוואטסאפ',
  callNow: 'התקשרו עכשיו',
  footerContactHeading: 'יצירת קשר',
  footerWhatsAppLabel: 'וואטסאפ',
  footerPhoneLabel: 'טלפון',
  copyright: 'כל הזכויות שמורות.',
  routeLabels: {
    home: 'דף הבית',
    villas: 'וילות',
    apartments: 'דירות',
    investment: 'השקעה',
    paymentPlans: 'תוכניות תשלום',
    caesarResort: 'Caesar Resort',
    guide: 'מדריך לרוכשים',
  },
  footerColumns: [
    {
      heading: 'נכסים',
      links: [
        { label: 'וילות למכירה', route: 'villas' },
        { label: 'דירות למכירה', route: 'apartments' },
        { label: 'Caesar Resort', route: 'caesarResort' },
      ],
    },
    {
      heading: 'מידע שימושי',
      links: [
        { label: 'מדריך לרוכשים', route: 'guide' },
        { label: 'תוכניות תשלום', route: 'paymentPlans' },
        { label: 'השקעה', route: 'investment' },
      ],
    },
  ],
  property: {
    enquire: 'לבירור בוואטסאפ',
    enquireAbout: 'לגבי',
    monthlyFrom: 'החל מ\u2011{amount} לחודש',
    roi: 'תשואה ברוטו משוערת {percent}',
    bedrooms: { one: 'חדר שינה אחד', two: '2 חדרי שינה', other: '{n} חדרי שינה' },
    bathrooms: { one: 'חדר רחצה אחד', two: '2 חדרי רחצה', other: '{n} חדרי רחצה' },
    studio: 'סטודיו',
    area: '{area} מ"ר',
    features: 'מאפיינים',
    enquiryMessage: 'היי, ראיתי באתר שלכם את הנכס "{title}" ({price}): {url}. הוא עדיין זמין? אשמח לקבל פרטים.',
    titleDeed: 'שטר בעלות: {type}',
  },
  titleDeeds: {
    turkish: 'קושאן טורקי',
    exchange: 'קושאן חליפין',
    allocation: 'קושאן הקצאה',
  },
  claims: {
    guarantee:
      'את השכירות המובטחת נותן היזם, לא אנחנו ולא בנק: {percent} ממחיר הרכישה בשנה, ברוטו, ב\u2011{from}–{to} השנים הראשונות אחרי המסירה, כפי שכתוב בחוזה שלכם. התחייבות כזו שווה בדיוק כמו היזם שעומד מאחוריה.',
    guaranteeLink: 'איך עובדת השכירות המובטחת',
  },
  faqTitle: 'שאלות נפוצות',
  popup: {
    title: 'דברו איתנו בוואטסאפ',
    agentName: 'צוות המכירות',
    status: 'בדרך כלל עונים תוך שעה',
    greeting: 'שלום! מחפשים וילה או דירה בצפון קפריסין? אפשר לשאול אותנו הכול – על מחירים, תוכניות תשלום וסיורים בנכסים.',
    startChat: 'התחילו שיחה',
    minimize: 'מזעור',
    close: 'סגירה',
    restore: "פתיחת הצ'אט בוואטסאפ (הודעה חדשה אחת)",
  },
  languageSuggestion: {
    text: 'הדף הזה זמין גם בעברית.',
    action: 'לקריאה בעברית',
    dismiss: 'סגירה',
  },
};
