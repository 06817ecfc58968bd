import type { Dictionary } from '@/content/dictionaries';
import { developmentFrom as from } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import type { PluralForms } from '@/lib/i18n/format';
import { cardMonthly } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

export const caesarResort: Dictionary['caesarResort'] = (f) => ({
  meta: {
    title: 'נכסים למכירה ב-Caesar Resort איסקלה',
    description: `דירות ב-Caesar Resort החל מ-${f.euro(from.collection)} ווילות Caesar Blue Villas החל מ-${f.euro(from.blueVillas)} בלונג ביץ', איסקלה, עם שכירות מובטחת של 7% ותשלומים ב-0% ריבית.`,
    keywords: [
      'Caesar Resort',
      'Caesar Resort איסקלה',
      'Caesar Blue Villas',
      "נכס בלונג ביץ' איסקלה",
      'שכירות מובטחת בצפון קפריסין',
      'דירות נופש בצפון קפריסין',
    ],
  },
  hero: {
    eyebrow: "לונג ביץ' · איסקלה · צפון קפריסין",
    title: "מתחם Caesar Resort בלונג ביץ', איסקלה",
    subtitle:
      'דירות בריזורט ווילות עם בריכה פרטית מיזם אחד, עם שכירות מובטחת של 7% ותשלומים ללא ריבית של עד 100 חודשים.',
    facts: [`החל מ-${f.euro(from.collection)}`, 'תשואה מובטחת של 7%', 'עד 100 חודשים ב-0%', 'נכסים שמזכים בהיתר שהייה'],
  },
  heroActions: {
    whatsApp: 'דברו איתנו בוואטסאפ',
    listings: 'לצפייה בפרויקטים',
  },
  about: {
    title: 'יזם אחד, ארבעה פרויקטים',
    paragraphs: [
      "היזם Caesar Resort בונה בלונג ביץ', רצועת החול שממש מצפון לאיסקלה, בחוף המזרחי של צפון קפריסין. ארבעת הפרויקטים שלו חולקים את הבריכות, הספא, חדר הכושר, המסעדות והחוף של הריזורט, ומציעים הכול – מדירות סטודיו מרוהטות ועד וילות צמודות קרקע עם בריכה משלהן.",
      'אנחנו סוכנות עצמאית, לא היזם. אנחנו מבקרים באתרי הבנייה, קוראים את החוזים ואומרים לכם בפשטות איזה נכס מתאים לתוכניות שלכם, ועורך הדין שלכם בודק את רישום הזכויות לפני שאתם משלמים יותר מדמי הרצינות.',
    ],
    stats: [
      { value: '4', label: "פרויקטים בלונג ביץ'" },
      { value: f.euro(from.collection), label: 'מחיר התחלתי לסטודיו בריזורט' },
      { value: '7%', label: 'תשואה מובטחת משכירות ל-2–3 שנים' },
      { value: '0%', label: 'ריבית על תשלומים של עד 100 חודשים' },
    ],
  },
  developments: {
    title: 'ארבעת הפרויקטים של Caesar Resort',
    intro: 'בכל פרויקט יש שכירות מובטחת של 7% שכתובה בחוזה שלכם; משך הערבות תלוי בפרויקט.',
    labels: { price: 'מחיר התחלתי', guarantee: 'תשואה מובטחת' },
    /** {percent} is the guaranteed yield and {n} the years it runs. */
    guarantee: { one: '{percent} למשך שנה אחת', two: '{percent} למשך שנתיים', other: '{percent} למשך {n} שנים' } as PluralForms,
    flagship: 'פרויקט הדגל',
    items: {
      collection: {
        name: 'Caesar Resort Collection',
        location: "לונג ביץ', איסקלה",
        type: 'דירות בריזורט',
        description:
          'לב הריזורט: דירות מסטודיו ועד שני חדרי שינה סביב הבריכות המרכזיות, עם תוכניות תשלומים ללא ריבית ל-60–100 חודשים.',
      },
      blueVillas: {
        name: 'Caesar Blue Villas',
        location: 'חוף באפרה, איסקלה',
        type: 'וילות יוקרה',
        description:
          `וילות עם שלושה חדרי שינה, בריכה פרטית וגינה, קרוב לים. כל וילה עולה יותר מ-${f.euro(residencyThreshold)}, כך שכל אחת מהן מזכה בהיתר שהייה.`,
      },
      beach: {
        name: 'Caesar Beach Residences',
        location: "לונג ביץ', איסקלה",
        type: 'דירות על קו החוף',
        description:
          'דירות עם שני חדרי שינה ופנטהאוזים על קו המים, עם בריכת אינסוף שמשקיפה על החוף.',
      },
      park: {
        name: 'Caesar Park Suites',
        location: "לונג ביץ', איסקלה",
        type: 'סוויטות בריזורט',
        description:
          'סוויטות קומפקטיות עם חדר שינה אחד ליד פארק הספורט של הריזורט, במרחק הליכה קצר מהחוף: השקעה ראשונה פשוטה.',
      },
    },
  },
  listings: {
    title: 'נכסים זמינים ב-Caesar Resort',
    intro: `שישה נכסים זמינים עכשיו בארבעת הפרויקטים. הסכומים החודשיים מניחים מקדמה של ${f.percent(cardPlan.downPercent)} ואת היתרה ב-${cardPlan.months} תשלומים חודשיים ללא ריבית; התשואה המוצגת היא התשואה שהיזם מבטיח.`,
    items: {
      'caesar-collection-studio': {
        title: 'סטודיו מול הבריכה',
        location: 'Caesar Resort Collection, איסקלה',
        type: 'סטודיו',
        features: ['נוף לבריכה', 'מרוהט', 'ניהול השכרה'],
      },
      'caesar-park-suite': {
        title: 'סוויטה בפארק הספורט',
        location: 'Caesar Park Suites, איסקלה',
        type: 'סוויטה בריזורט',
        features: ['מרפסת', 'גישה לחדר הכושר', 'קרוב לחוף'],
      },
      'caesar-collection-one-bedroom': {
        title: 'דירת חדר שינה ב-Collection',
        location: 'Caesar Resort Collection, איסקלה',
        type: 'דירה עם חדר שינה',
        features: ['גישה לספא', 'מרפסת גדולה', 'נוף לבריכה'],
      },
      'caesar-beach-two-bedroom': {
        title: 'דירת 2 חדרי שינה על החוף',
        location: 'Caesar Beach Residences, איסקלה',
        type: 'דירה עם 2 חדרי שינה',
        features: ['על קו החוף', 'נוף לים', 'בריכת אינסוף'],
      },
      'caesar-beach-penthouse': {
        title: 'פנטהאוז ב-Beach Residences',
        location: 'Caesar Beach Residences, איסקלה',
        type: 'פנטהאוז',
        features: ['מרפסת גג', "ג'קוזי", 'מזכה בהיתר שהייה'],
      },
      'caesar-blue-villa': {
        title: 'וילה עם בריכה פרטית ב-Blue Villas',
        location: 'Caesar Blue Villas, איסקלה',
        type: 'וילת יוקרה',
        features: ['בריכה פרטית', 'גינה', 'מזכה בהיתר שהייה'],
      },
    },
  },
  reasons: {
    title: 'למה רוכשים בוחרים ב-Caesar Resort',
    intro: 'ריזורט שנהנים ממנו בחופשה וסומכים עליו כהשקעה, מיזם שהתנאים שלו כתובים בחוזה.',
    items: [
      {
        icon: 'key',
        title: 'שכירות מובטחת בכתב',
        text: '7% בשנה ב-2–3 השנים הראשונות, בהתאם לפרויקט: שנתיים ב-Caesar Blue Villas וב-Caesar Park Suites, ו-3 שנים ב-Collection וב-Beach Residences.',
      },
      {
        icon: 'percent',
        title: '0% ריבית, עד 100 חודשים',
        text: 'מקדמה של 30%–40% ואחריה תשלומים ללא ריבית; ב-Caesar Resort Collection אפשר לפרוס אותם על פני 60–100 חודשים. בשלבים שנמכרים על הנייר אפשר להתחיל ממקדמה של 20%.',
      },
      {
        icon: 'sun',
        title: 'חיי ריזורט ממש ליד הבית',
        text: "בריכות, ספא, חדר כושר, מסעדות והחול של לונג ביץ' – משותפים לכל ארבעת הפרויקטים.",
      },
      {
        icon: 'home',
        title: 'מטופל גם כשאתם רחוקים',
        text: 'ניהול השכרה, ניקיון ותחזוקה במקום, כך שהנכס שלכם מכניס כסף ונשמר במצב טוב בין ביקור לביקור.',
      },
      {
        icon: 'passport',
        title: 'דרך לתושבות',
        text: `וילות ופנטהאוזים במחיר של יותר מ-${f.euro(residencyThreshold)} מזכים אתכם ואת בני המשפחה בהיתר שהייה.`,
      },
      {
        icon: 'shield',
        title: 'נבדק על ידי עורך הדין שלכם',
        text: 'עורך דין עצמאי בודק את רישום הזכויות, את ההיתרים ואת חוזה הערבות לפני שאתם משלמים יותר מדמי הרצינות של 2,000–5,000 אירו.',
      },
    ],
  },
  midCta: {
    title: 'קבלו את המחירון של Caesar Resort',
    description:
      'שאלו אותנו בוואטסאפ על זמינות עדכנית, תוכניות דירה ולוח התשלומים של כל נכס. נחזור אליכם תוך שעה, 7 ימים בשבוע.',
    variant: 'secondary',
  },
  faq: [
    {
      question: 'מי עומד מאחורי Caesar Resort?',
      answer:
        "היזם Caesar Resort עומד מאחורי ארבעה פרויקטים בלונג ביץ' שבאיסקלה: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences ו-Caesar Park Suites. אנחנו סוכנות עצמאית שמוכרת את הנכסים שלו, לא היזם, ולכן הייעוץ שלנו עוסק בשאלה איזה נכס מתאים לכם.",
    },
    {
      question: 'כמה עולים נכסים ב-Caesar Resort?',
      answer: `דירות סטודיו ב-Caesar Resort Collection מתחילות ב-${f.euro(from.collection)}, סוויטות ב-Caesar Park Suites ב-${f.euro(from.park)}, דירות ב-Caesar Beach Residences ב-${f.euro(from.beach)} ווילות ב-Caesar Blue Villas ב-${f.euro(from.blueVillas)}. מעבר למחיר, קחו בחשבון כ-${f.percent(transferTaxPercent)} מס העברה ו-1%–1.5% שכר טרחת עורך דין.`,
    },
    {
      question: 'איך עובדת השכירות המובטחת?',
      answer:
        'היזם מבטיח 7% ממחיר הרכישה בשנה ב-2–3 השנים הראשונות אחרי המסירה, בהתאם לפרויקט: שנתיים ב-Caesar Blue Villas וב-Caesar Park Suites, ו-3 שנים ב-Caesar Resort Collection וב-Caesar Beach Residences. הערבות כתובה בחוזה שלכם. אחר כך צוות ההשכרה במקום יכול להמשיך להשכיר את הנכס; נכסי נופש במיקום טוב מניבים בדרך כלל 7%–9% בשנה.',
    },
    {
      question: 'אילו תוכניות תשלומים מציע Caesar Resort?',
      answer: `בדרך כלל מקדמה של 30%–40% ואחריה תשלומים ללא ריבית; ב-Caesar Resort Collection אפשר לפרוס אותם על פני 60–100 חודשים. בשלבים שנמכרים על הנייר אפשר להתחיל ממקדמה של 20%. הסכומים בכרטיסים שלנו מניחים מקדמה של ${f.percent(cardPlan.downPercent)} ו-${cardPlan.months} חודשים – כלומר ${f.euro(cardMonthly(from.collection))} לחודש לסטודיו ב-${f.euro(from.collection)}.`,
    },
    {
      question: 'אפשר לקבל תושבות ברכישה ב-Caesar Resort?',
      answer:
        `רכישה בסכום של יותר מ-${f.euro(residencyThreshold)} מזכה בהיתר שהייה. ב-Caesar Resort מדובר בווילה ב-Caesar Blue Villas או בפנטהאוז ב-Caesar Beach Residences; עורך הדין שלכם מכין את הבקשה אחרי הרכישה.`,
    },
    {
      question: 'איפה בדיוק נמצא Caesar Resort?',
      answer:
        "בלונג ביץ', ממש מצפון לאיסקלה, בחוף המזרחי של צפון קפריסין. פמגוסטה, עם העיר העתיקה והאוניברסיטאות, נמצאת בנסיעה קצרה דרומה, ונמל התעופה ארג'אן נמצא במרחק של כשעה נסיעה.",
    },
    {
      question: 'כמה עולה להחזיק נכס בריזורט?',
      answer:
        'מס הרכוש עומד על כ-0.5% בשנה, ובנוסף דמי ניהול שמממנים את הבריכות, הגינון והאבטחה, וכן החשבונות השוטפים. אין מס שבח ואין מס ירושה. רוכשים שאינם תושבים צריכים לקחת בחשבון מס במקור של 15% על הכנסות משכירות.',
    },
    {
      question: 'אפשר לקנות בלי לטוס לקפריסין?',
      answer:
        'כן. נראה לכם את הנכסים בשיחת וידאו חיה, ועורך הדין שלכם יכול לפעול בשמכם בייפוי כוח. דמי רצינות של 2,000–5,000 אירו שומרים לכם את הנכס ל-7–14 ימים; היתר הרכישה עולה כ-500 אירו ומתקבל תוך 2–4 שבועות, והרכישה כולה נמשכת בדרך כלל 4–8 שבועות.',
    },
  ],
  closingCta: {
    title: 'בואו לראות את Caesar Resort בעצמכם',
    description:
      "הצטרפו אלינו לסיור בלונג ביץ', או סיירו בדירות לדוגמה בשיחת וידאו חיה. נחזור אליכם תוך שעה, 7 ימים בשבוע.",
  },
});
