import type { Dictionary } from '@/content/dictionaries';
import type { PluralForms } from '@/content/types';
import { cardPlans, costSummary, ownershipTaxes, residency, residencyShort } from './costs';

export const caesarResort: Dictionary['caesarResort'] = (f, v) => {
  const r = v.lists.caesarResort.range;
  return {
    meta: {
      title: 'נכסים למכירה ב\u2011Caesar Resort באיסקלה',
      description: `דירות ב\u2011Caesar Resort החל מ\u2011${f.euro(v.developmentFrom.collection)} ווילות Caesar Blue Villas החל מ\u2011${f.euro(v.developmentFrom.blueVillas)} בלונג ביץ', איסקלה: היזם מתחייב לשכירות של 7% בשנה, ברוטו, ל\u20112–3 שנים.`,
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
        'דירות בריזורט ווילות עם בריכה פרטית, כולן של יזם אחד ובתשלומים ללא ריבית של עד 100 חודשים. היזם מתחייב לשכירות של 7% ממחיר הנכס בשנה ב\u20112–3 השנים הראשונות.',
      facts: [`החל מ\u2011${f.euro(v.developmentFrom.collection)}`, 'התחייבות היזם ל\u20117% בשנה, ברוטו', 'עד 100 חודשים ב\u20110%', 'בעלי נכס יכולים להגיש בקשה להיתר שהייה'],
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
        { value: f.euro(v.developmentFrom.collection), label: 'מחיר התחלתי ב\u2011Caesar Resort Collection' },
        { value: '7%', label: 'שכירות שנתית ברוטו שהיזם מתחייב לה, ל\u20112–3 שנים אחרי המסירה' },
        { value: '0%', label: 'ריבית על תשלומים של עד 100 חודשים' },
      ],
    },
    developments: {
      title: 'ארבעת הפרויקטים של Caesar Resort',
      intro: 'בכל אחד מהפרויקטים היזם מתחייב בחוזה שלכם לשכירות של 7% ממחיר הרכישה בשנה, ברוטו; כמה זמן ההתחייבות נמשכת מהמסירה תלוי בפרויקט.',
      labels: { price: 'מחיר התחלתי', guarantee: 'התחייבות היזם' },
      /** {percent} is the guaranteed yield and {n} the years it runs. */
      guarantee: { one: '{percent} בשנה, למשך שנה אחת', two: '{percent} בשנה, למשך שנתיים', other: '{percent} בשנה, למשך {n} שנים' } as PluralForms,
      flagship: 'פרויקט הדגל',
      items: {
        collection: {
          name: 'Caesar Resort Collection',
          location: "לונג ביץ', איסקלה",
          type: 'דירות בריזורט',
          description:
            'לב הריזורט: דירות מסטודיו ועד שני חדרי שינה סביב הבריכות המרכזיות, עם תוכניות תשלומים ללא ריבית ל\u201160–100 חודשים.',
        },
        blueVillas: {
          name: 'Caesar Blue Villas',
          location: 'חוף באפרה, איסקלה',
          type: 'וילות יוקרה',
          description:
            'וילות עם שלושה חדרי שינה, בריכה פרטית וגינה, קרוב לים.',
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
      title: 'נכסים זמינים ב\u2011Caesar Resort',
      intro: `נכסים זמינים עכשיו בארבעת הפרויקטים, ולכל אחד מהם עמוד משלו.${r ? ` ${cardPlans(f, r.plans)}` : ''} התשואה שבכל כרטיס היא הערכה ברוטו, ואילו התחייבות היזם שמתוארת למעלה נפרדת ממנה וכתובה בחוזה שלכם.`,
    },
    reasons: {
      title: 'למה רוכשים בוחרים ב\u2011Caesar Resort',
      intro: 'ריזורט שתוכלו ליהנות ממנו בחופשה ולהשכיר אותו כשאתם לא שם, של יזם שהתנאים שלו כתובים בחוזה שלכם.',
      items: [
        {
          icon: 'key',
          title: 'התחייבות לתשואה, בחוזה',
          text: 'היזם מתחייב לשכירות של 7% ממחיר הנכס בשנה, ברוטו, ב\u20112–3 השנים הראשונות אחרי המסירה, בהתאם לפרויקט: שנתיים ב\u2011Caesar Blue Villas וב\u2011Caesar Park Suites, ו\u20113 שנים ב\u2011Collection וב\u2011Beach Residences.',
        },
        {
          icon: 'percent',
          title: '0% ריבית, עד 100 חודשים',
          text: 'מקדמה של 30%–40% ואחריה תשלומים ללא ריבית; ב\u2011Caesar Resort Collection אפשר לפרוס אותם על פני 60–100 חודשים. בשלבים שנמכרים על הנייר אפשר להתחיל ממקדמה של 20%.',
        },
        {
          icon: 'sun',
          title: 'חיי ריזורט ממש ליד הבית',
          text: "בריכות, ספא, חדר כושר, מסעדות והחול של לונג ביץ' – משותפים לכל ארבעת הפרויקטים.",
        },
        {
          icon: 'home',
          title: 'הנכס מטופל גם כשאתם רחוקים',
          text: 'ניהול השכרה, ניקיון ותחזוקה במקום, כך שאפשר להשכיר את הנכס והוא נשמר במצב טוב בין ביקור לביקור.',
        },
        {
          icon: 'passport',
          title: 'דרך להיתר שהייה',
          text: residencyShort(f, v),
        },
        {
          icon: 'shield',
          title: 'נבדק על ידי עורך הדין שלכם',
          text: `עורך דין עצמאי בודק את רישום הזכויות, את ההיתרים ואת התחייבות היזם לתשואה בחוזה, לפני שאתם משלמים יותר מדמי הרצינות של ${f.euroRange(2_000, 5_000)}.`,
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
          "היזם Caesar Resort עומד מאחורי ארבעה פרויקטים בלונג ביץ' שבאיסקלה: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences ו\u2011Caesar Park Suites. אנחנו סוכנות עצמאית שמוכרת את הנכסים שלו, לא היזם, ולכן ההמלצות שלנו עוסקות רק בשאלה איזה נכס מתאים לכם.",
      },
      {
        question: 'כמה עולים נכסים ב\u2011Caesar Resort?',
        answer: `נכסים ב\u2011Caesar Resort Collection מתחילים ב\u2011${f.euro(v.developmentFrom.collection)}, סוויטות ב\u2011Caesar Park Suites ב\u2011${f.euro(v.developmentFrom.park)}, דירות ב\u2011Caesar Beach Residences ב\u2011${f.euro(v.developmentFrom.beach)} ווילות ב\u2011Caesar Blue Villas ב\u2011${f.euro(v.developmentFrom.blueVillas)}. ${costSummary(f, v)}`,
      },
      {
        id: v.guaranteeAnswerId,
        question: 'איך עובדת התחייבות היזם לתשואה?',
        answer:
          'היזם – לא אנחנו ולא בנק – מתחייב לשכירות של 7% ממחיר הרכישה בשנה, ברוטו (לפני דמי הניהול של המתחם ומיסים), ב\u20112–3 השנים הראשונות אחרי המסירה, בהתאם לפרויקט: שנתיים ב\u2011Caesar Blue Villas וב\u2011Caesar Park Suites, ו\u20113 שנים ב\u2011Caesar Resort Collection וב\u2011Caesar Beach Residences. התחייבות היזם לתשואה כתובה בחוזה שלכם, והערך שלה תלוי כולו באיתנות של היזם: לכן עורך הדין שלכם בודק את החוזה ואת הרקורד של היזם לפני שאתם חותמים. אחר כך צוות ההשכרה במקום יכול להמשיך להשכיר את הנכס; נכסי נופש במיקום טוב מניבים בדרך כלל, לפי הערכה, 7%–9% בשנה, ברוטו.',
      },
      {
        question: 'אילו תוכניות תשלומים מציע Caesar Resort?',
        answer: r ? cardPlans(f, r.plans) : 'שאלו אותנו בוואטסאפ על תוכניות התשלומים של היזם לנכסים הבאים בריזורט.',
      },
      {
        question: 'האם רכישה ב\u2011Caesar Resort מקנה זכאות להיתר שהייה?',
        answer: residency(f, v),
      },
      {
        question: 'איפה בדיוק נמצא Caesar Resort?',
        answer:
          "בלונג ביץ', ממש מצפון לאיסקלה, בחוף המזרחי של צפון קפריסין. פמגוסטה, עם העיר העתיקה והאוניברסיטאות, נמצאת בנסיעה קצרה דרומה, ונמל התעופה ארג'אן נמצא במרחק של כשעה נסיעה.",
      },
      {
        question: 'כמה עולה להחזיק נכס בריזורט?',
        answer: f.sentences(
          'משלמים דמי ניהול שמממנים את הבריכות, הגינון והאבטחה, וכן את החשבונות השוטפים. בעלי נכסים שאינם תושבי צפון קפריסין משלמים שם מס במקור של 15% על הכנסות משכירות.',
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'אפשר לקנות בלי לטוס לקפריסין?',
        answer:
          `כן. נראה לכם את הנכסים בשיחת וידאו חיה, ועורך הדין שלכם יכול לפעול בשמכם בייפוי כוח. דמי רצינות של ${f.euroRange(2_000, 5_000)} שומרים לכם את הנכס ל\u20117–14 ימים; עורך הדין שלכם גם מגיש בשבילכם את הבקשה להיתר הרכישה.`,
      },
    ],
    closingCta: {
      title: 'בואו לראות את Caesar Resort בעצמכם',
      description:
        "הצטרפו אלינו לסיור בלונג ביץ', או סיירו בדירות לדוגמה בשיחת וידאו חיה. נחזור אליכם תוך שעה, 7 ימים בשבוע.",
    },
  };
};
