import type { ListingPageCopy } from '@/content/types';

/** A property's own page: the labels around its facts and words (content/listings/<id>.json). */
export const listing = {
  meta: {
    /** {title}, {price} and {place}. */
    title: '{title}, {price}',
    /** {title}, {rooms} ("3 חדרי שינה" or "סטודיו"), {area}, {location} and {price}. */
    description: '{title} למכירה – {location}, צפון קפריסין: {rooms}, {area}, {price}. תמונות, תנאי התשלום, סוג הקושאן ומיקום במפה.',
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
    stage: 'מצב הנכס',
    stages: { newBuild: 'חדש מקבלן', offPlan: 'בבנייה (על הנייר)', resale: 'יד שנייה' },
    completion: 'בבנייה, מסירה צפויה ב\u2011{date}',
    plotArea: 'מגרש',
    beach: 'מרחק מהחוף',
    beachDistance: '{km}\u00a0ק"מ',
    beachOnShore: 'על קו החוף',
    airport: "מרחק מנמל התעופה ארג'אן",
    airportDistance: 'כ\u2011{km}\u00a0ק"מ (בקו אווירי)',
    titleDeedRisk: {
      text: 'לנכס הזה אין קושאן טורקי, ולכן לפני שאתם משלמים יותר מדמי הרצינות, קראו על הסיכון מלפני 1974 –',
      link: 'שלושת סוגי הקושאן',
    },
  },
  status: { available: 'זמין', reserved: 'משוריין', sold: 'נמכר' },
  converted: {
    /** Beside the euro price: {amount} in the reader's currency, {date} of the ECB rate. */
    approx: '≈ {amount} (לפי שער הבנק המרכזי האירופי, {date})',
    others: 'במטבעות אחרים',
    /** Under the conversions. */
    note: 'הסכומים משוערים, לפי שער הייחוס של הבנק המרכזי האירופי נכון ל\u2011{date}. המחיר בחוזה נקוב באירו.',
  },
  plan: {
    title: 'תוכנית תשלומים',
    /** Whose plan it is: the developer ({name}, Latin as a rule, stands after "היזם"), or terms the owner agreed to. */
    by: { developer: 'התוכנית של היזם', developerNamed: 'התוכנית של היזם {name}', owner: 'תנאים שהבעלים הסכימו להם' },
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'משלמים {percent} ({downPayment}) בחתימה, ואת היתרה ב\u2011{months} תשלומים חודשיים של {monthly}.',
    interestFree: 'אין ריבית, כל עוד המחיר בתשלומים זהה למחיר במזומן.',
    /** {interest}: the yearly rate. */
    interest: 'על התשלומים יש ריבית של {interest} בשנה.',
    down: 'מקדמה',
    monthly: 'תשלום חודשי',
    calculator: 'נסו תנאים אחרים במחשבון',
    none: {
      title: 'איך משלמים על הנכס הזה',
      resale:
        'זה נכס יד שנייה: קונים אותו מהבעלים ולא מיזם, ולכן אין בו תוכנית תשלומים של יזם. משלמים כפי שקובע החוזה שתסכמו עם הבעלים – בדרך כלל את מלוא המחיר – ותשלומים אפשריים רק אם הבעלים מסכימים להם. שאלו אותנו בוואטסאפ מה הבעלים של הנכס הזה מוכנים לקבל.',
      newBuild: 'היזם לא מציע תוכנית תשלומים לנכס הזה: משלמים כפי שקובע החוזה. שאלו אותנו בוואטסאפ על לוח התשלומים.',
    },
  },
  price: {
    /** Under a new build's price: {percent} and the {vat} in it. */
    vatIncluded: 'כולל מע"מ של {percent} ({vat})',
    /** A link to the home's costs: {total} with every purchase cost. */
    total: 'עם כל עלויות הרכישה: {total}',
  },
  costs: {
    title: 'כמה הנכס הזה עולה בסך הכול',
    intro: 'כל העלויות ברכישת {title} מעבר למחיר, כפי שמשלם אותן רוכש זר, והסכום הכולל.',
    /** {title} and its {price}. */
    caption: 'רכישת {title} ב\u2011{price}',
    /** The price row of a new build: its VAT is a line above. */
    netPrice: 'המחיר לפני מע"מ',
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
  reserved: 'הנכס הזה משוריין כרגע, בזמן שעורך הדין של הקונה מבצע את הבדיקות. שאלו אותנו אם הוא יחזור לשוק, או על נכסים דומים.',
  /** The link from a card to its page. */
  details: 'לפרטי הנכס',
} satisfies ListingPageCopy;
