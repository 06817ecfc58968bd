import type { ListingPageCopy } from '@/content/types';

/** A property's own page: the labels around its facts and words (content/listings/<id>.json). */
export const listing = {
  meta: {
    /** {title}, {price} and {place}. */
    title: '{title}, {price}',
    /** {title}, {rooms} ("3 חדרי שינה" or "סטודיו"), {area}, {location} and {price}. */
    description: '{title} למכירה – {location}, צפון קפריסין: {rooms}, {area}, {price}. תמונות, תוכנית תשלומים, סוג הקושאן ומיקום במפה.',
  },
  breadcrumbLabel: 'נתיב ניווט',
  gallery: {
    label: 'תמונות של {title}',
    /** The link to each photo: {n} and {total}. */
    photo: 'תמונה {n} מתוך {total}',
    hint: 'החליקו, גללו או השתמשו במקשי החצים כדי לראות עוד תמונות.',
    illustrative: {
      label: 'תמונות להמחשה: {title}',
      note: 'התמונות להמחשה בלבד: הן מציגות את סוג הנכס והאזור, ולא את הנכס הזה עצמו. תמונות של הנכס עצמו או סיור וידאו אפשר לבקש מאיתנו בוואטסאפ.',
      badge: 'תמונה להמחשה',
    },
  },
  facts: {
    title: 'פרטים עיקריים',
    price: 'מחיר',
    bedrooms: 'חדרי שינה',
    bathrooms: 'חדרי רחצה',
    area: 'שטח מגורים',
    type: 'סוג הנכס',
    location: 'מיקום',
    yield: 'תשואה משכירות',
    status: 'סטטוס',
    titleDeed: 'סוג הקושאן',
    /** {date} the listing's facts were last checked. */
    checked: 'הפרטים נבדקו ב\u2011{date}',
    reference: 'מספר נכס',
    pool: 'בריכה',
    pools: { private: 'בריכה פרטית', shared: 'בריכה משותפת', none: 'אין בריכה' },
    seaView: 'נוף לים',
    seaViews: { yes: 'יש', no: 'אין' },
    stage: 'שלב',
    stages: { newBuild: 'חדש מקבלן', offPlan: 'בבנייה (על הנייר)', resale: 'יד שנייה' },
    completion: 'בבנייה, מסירה צפויה ב\u2011{date}',
    plotArea: 'מגרש',
    beach: 'מרחק מהחוף',
    beachDistance: '{km} ק״מ',
    beachOnShore: 'על קו החוף',
    airport: 'מרחק משדה התעופה ארג׳אן',
    airportDistance: 'כ\u2011{km} ק״מ (בקו אווירי)',
    titleDeedRisk: {
      text: 'קושאן חליפין או הקצאה: לפני שאתם משלמים יותר מדמי הרצינות, קראו על הסיכון מלפני 1974 –',
      link: 'שלושת סוגי הקושאן',
    },
  },
  status: { available: 'זמין', reserved: 'שמור', sold: 'נמכר' },
  converted: {
    /** Beside the euro price: {amount} in the reader's currency, {date} of the ECB rate. */
    approx: '≈ {amount} (לפי שער הבנק המרכזי האירופי, {date})',
    others: 'במטבעות אחרים',
    /** Under the conversions. */
    note: 'הסכומים משוערים, לפי שער הייחוס של הבנק המרכזי האירופי נכון ל\u2011{date}. המחיר בחוזה נקוב באירו.',
  },
  plan: {
    title: 'תוכנית תשלומים למחיר הזה',
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'בתוכנית תשלומים טיפוסית של יזם אתם משלמים {percent} ({downPayment}) בחתימה, ואת היתרה ב\u2011{months} תשלומים חודשיים של {monthly} ב\u20110% ריבית, כל עוד המחיר בתשלומים זהה למחיר במזומן.',
    down: 'מקדמה',
    monthly: 'תשלום חודשי',
    calculator: 'חשבו תוכנית תשלומים משלכם למחיר הזה',
  },
  map: {
    title: 'מיקום',
    /** The map's text alternative: {place}. */
    alt: 'מפת קפריסין ועליה סימון של {place} בחוף צפון קפריסין',
    caption: '{location}, צפון קפריסין',
  },
  places: {
    kyrenia: 'קירניה',
    catalkoy: "צ'טלקוי",
    alsancak: "אלסנג'ק",
    lapta: 'לאפטה',
    bellapais: 'בלפאיס',
    esentepe: 'אסנטפה',
    iskele: 'איסקלה',
    longBeach: "לונג ביץ'",
    bafra: 'באפרה',
    famagusta: 'פמגוסטה',
  },
  about: 'על הנכס',
  features: 'מאפיינים',
  enquiry: {
    title: 'שאלו אותנו על הנכס הזה',
    text: 'שלחו לנו הודעה בוואטסאפ: נחזור אליכם תוך שעה, 7 ימים בשבוע, עם תוכניות הנכס, סיור וידאו ולוח התשלומים המלא.',
  },
  sold: {
    title: 'הנכס הזה נמכר',
    text: 'השארנו את העמוד שלו באוויר כדי שקישורים שכבר שותפו ימשיכו לעבוד. הנכסים הדומים האלה זמינים עכשיו:',
  },
  reserved: 'הנכס הזה שמור כרגע, בזמן שעורך הדין של הקונה מבצע את הבדיקות. שאלו אותנו אם הוא יחזור לשוק, או על נכסים דומים.',
  /** The link from a card to its page. */
  details: 'לפרטי הנכס',
} satisfies ListingPageCopy;
