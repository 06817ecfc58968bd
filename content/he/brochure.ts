import type { BrochurePageCopy } from '@/content/types';

/** The printable brochure and the page a brochure request sent without JavaScript comes back to. */
export const brochure = {
  meta: {
    title: 'חוברת הנדל"ן של צפון קפריסין',
    description:
      'הפרויקטים והנכסים שאנחנו מציעים היום עם המחירים, תוכניות תשלומים עם דוגמה מחושבת, הוצאות הרכישה ושלבי הקנייה – בחוברת אחת שאפשר להדפיס או לשמור כקובץ PDF.',
  },
  eyebrow: 'חוברת נכסים',
  title: 'חוברת הנדל"ן של צפון קפריסין',
  intro:
    'הפרויקטים והנכסים שאנחנו מציעים היום והמחירים שלהם, איך עובדות תוכניות התשלומים של היזמים, אילו הוצאות רכישה יש מעבר למחיר, וכל השלבים מהסיור הראשון ועד רישום הנכס על שמכם בטאבו.',
  print: 'להדפסה או לשמירה כקובץ PDF',
  asOf: 'המחירים והזמינות נכונים לתאריך {date}. הם משתנים, אז לפני שאתם מחליטים בקשו מאיתנו את המספרים העדכניים.',
  sections: {
    projects: 'פרויקטים נבחרים',
    villas: 'וילות',
    apartments: 'דירות',
    resort: 'Caesar Resort',
    plans: 'תוכניות תשלומים',
    example: 'דוגמה מחושבת',
    costs: 'הוצאות רכישה',
    steps: 'הרכישה שלב אחר שלב',
    contact: 'דברו איתנו',
  },
  more: 'אלה {shown} הראשונים מתוך {count}. את כולם, כל אחד עם תמונות, מפה ותנאי התשלום שלו, תמצאו באתר שלנו:',
  none: 'כל הנכסים ברשימה הזו נמכרו. שאלו אותנו על הנכסים הבאים שיוצאים לשוק.',
  columns: { property: 'נכס', location: 'מיקום', bedrooms: 'חדרי שינה', area: 'שטח', titleDeed: 'סוג הקושאן', price: 'מחיר', monthly: 'תשלום חודשי' },
  example:
    'נכס במחיר {price} עם מקדמה של {percent}: בחתימה על החוזה משלמים {downPayment}, ואת היתרה של {balance} פורסים על פני {months} תשלומים חודשיים של {monthly}, בריבית 0% ובלי עמלות, כל עוד המחיר בתשלומים זהה למחיר במזומן.',
  /** Under each table: what its monthly column shows. */
  monthlyNote: 'תשלום חודשי: לפי התוכנית שמציע המוכר של הנכס עצמו (התנאים מפורטים בעמוד של הנכס). על נכס יד שנייה משלמים לבעלים כפי שקובע החוזה, ואין בו תוכנית תשלומים של יזם.',
  noPlan: 'אין תוכנית',
  contact: {
    text: 'אנחנו עונים תוך שעה, 7 ימים בשבוע – בעברית, באנגלית, ברוסית ובגרמנית.',
    whatsApp: 'וואטסאפ',
    phone: 'טלפון',
    web: 'אתר',
    email: 'דוא״ל',
    /** The agency's legal name and address, and its legal notice: who offers what the brochure lists. */
    provider: 'פרטי העסק',
  },
  thanks: {
    meta: { title: 'תודה', description: 'הבקשה שלכם לחוברת הגיעה לצוות המכירות שלנו.' },
    title: 'תודה! הפרטים שלכם הגיעו אלינו',
    text: 'צוות המכירות שלנו יחזור אליכם תוך שעה, 7 ימים בשבוע. בינתיים החוברת כבר מחכה לכם – אפשר לקרוא אותה, להדפיס אותה או לשמור אותה עכשיו.',
    openBrochure: 'לפתיחת החוברת',
    whatsApp: 'דברו איתנו בוואטסאפ',
    home: 'חזרה לדף הבית',
  },
} satisfies BrochurePageCopy;
