import type { Dictionary } from '@/content/dictionaries';

export const notFound: Dictionary['notFound'] = {
  meta: {
    title: 'הדף לא נמצא',
    description: 'הדף הזה לא קיים באתר {brand}. חזרו לדף הבית, או עיינו בווילות, בדירות ובנכסים ב\u2011Caesar Resort שאנחנו מציעים למכירה בצפון קפריסין.',
  },
  eyebrow: 'שגיאה 404',
  title: 'לא מצאנו את הדף הזה',
  text: 'ייתכן שנפלה טעות בכתובת, או שהדף הועבר למקום אחר. אפשר להמשיך מכאן:',
  home: 'חזרה לדף הבית',
  linksLabel: 'נכסים למכירה',
  links: [
    { label: 'וילות למכירה', route: 'villas' },
    { label: 'דירות למכירה', route: 'apartments' },
    { label: 'נכסים ב\u2011Caesar Resort', route: 'caesarResort' },
  ],
  help: 'מחפשים משהו מסוים? שאלו אותנו בוואטסאפ ונשלח לכם את כל הפרטים.',
};
