import type { RouteKey } from '@/content/facts/routes';
import type { Dictionary } from '@/content/dictionaries';

export const notFound: Dictionary['notFound'] = {
  meta: {
    title: 'Страница не найдена',
    description: 'Такой страницы нет на сайте {brand}. Вернитесь на главную или посмотрите виллы, квартиры и объекты Caesar Resort на продажу на Северном Кипре.',
  },
  eyebrow: 'Ошибка 404',
  title: 'Такой страницы у нас нет',
  text: 'Возможно, в адресе опечатка или объект уже продан и снят с сайта. Продолжить поиск можно здесь:',
  home: 'На главную',
  linksLabel: 'Недвижимость на продажу',
  links: [
    { label: 'Виллы на продажу', route: 'villas' },
    { label: 'Квартиры на продажу', route: 'apartments' },
    { label: 'Недвижимость в Caesar Resort', route: 'caesarResort' },
  ] as { label: string; route: RouteKey }[],
  help: 'Ищете что-то конкретное? Напишите нам в WhatsApp — пришлём подробности.',
};
