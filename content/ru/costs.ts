import type { Stat, CostExampleLine, CostSummaryLine, FactBasis, Figures, Format, Phrases, PlanFigures, PluralForms } from '@/content/types';
import common from './common.json';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of
 * content/facts/costs.json. The figures decide which lines there are and in what order; here is one
 * phrase for each kind of line.
 *
 * A date as f.date writes it ends in «г.»: here it never ends a sentence, so «г.» never meets a full stop.
 */

/** After «в течение», «до»: «1 месяца», «24 месяцев», «75 месяцев», «21 месяца». */
const monthsGenitive: PluralForms = { one: '{n} месяца', few: '{n} месяцев', many: '{n} месяцев', other: '{n} месяца' };

/** After «в течение», «до»: «1 года», «2 лет», «5 лет», «21 года». */
const yearsGenitive: PluralForms = { one: '{n} года', few: '{n} лет', many: '{n} лет', other: '{n} года' };

/** «6–12 месяцев», «3–4 месяца»: the noun agrees with the last number. */
const monthSpan = (f: Format, from: number, to: number) =>
  `${f.number(from)}–${f.plural(to, { one: '{n} месяц', few: '{n} месяца', many: '{n} месяцев', other: '{n} месяца' })}`;

/** Each cost as «Сверх цены Вы оплачиваете: …» lists it. */
const summaryPhrases: Phrases<CostSummaryLine> = {
  transferTax: (f, l) =>
    l.onContract > 0 && l.onTitle > 0
      ? `налог на передачу права собственности для иностранцев — ${f.percent(l.percent)} (${f.percent(l.onContract)} при регистрации договора и ${f.percent(l.onTitle)} при переоформлении кочана на Ваше имя)`
      : `налог на передачу права собственности для иностранцев — ${f.percent(l.percent)}`,
  stampDuty: (f, l) => `гербовый сбор — ${f.percent(l.percent)}`,
  legalFees: (f, l) => `услуги юриста — около ${f.poundRange(l.fee.from, l.fee.to)}`,
  purchasePermission: (f, l) => `разрешение на покупку — около ${f.euro(l.amount)}`,
  vat: (f, l) => `НДС ${f.percent(l.percent)}`,
  utilities: (f, l) => `единовременный взнос около ${f.poundRange(l.fee.from, l.fee.to)} за подключение электричества и воды (трансформатор)`,
};

/** Each line of the worked example, with its amount. */
const examplePhrases: Phrases<CostExampleLine> = {
  transferTaxOnContract: (f, l) => `налог на передачу права собственности при регистрации договора (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  stampDuty: (f, l) => `гербовый сбор (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  legalFees: (f, l) => `услуги юриста${l.fee ? ` (юристы обычно берут ${f.poundRange(l.fee.from, l.fee.to)})` : ''} — ${f.euro(l.amount)}`,
  purchasePermission: (f, l) => `разрешение на покупку — ${f.euro(l.amount)}`,
  vat: (f, l) => `НДС (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  utilities: (f, l) => `взнос за подключение электричества и воды${l.fee ? ` (обычно ${f.poundRange(l.fee.from, l.fee.to)})` : ''} — ${f.euro(l.amount)}`,
  transferTaxOnTitle: (f, l) => `налог на передачу права собственности при переоформлении кочана на Вас (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  agencyCommission: (f, l) => `наша комиссия — ${f.euro(l.amount)}`,
};

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  if (c.commissionPercent === null) return '';
  return c.commissionPercent === 0 ? 'Для покупателя — без комиссии.' : `Наша комиссия — ${f.percent(c.commissionPercent)} от цены.`;
}

/**
 * Where a legal fact or a cost comes from, after the sentence that states it: the date of its newest
 * source and that it is not yet confirmed, or the day the agency's lawyer confirmed it.
 */
export function factNote(f: Format, basis: FactBasis): string {
  const note = common.factNote;
  if (basis.confirmedOn) return f.fill(note.confirmed, { date: f.date(basis.confirmedOn) });
  return basis.asOf ? f.fill(note.compiled, { date: f.date(basis.asOf) }) : note.compiledUndated;
}

/** The date the cost figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return factNote(f, c);
}

/** The date the figures hold for, inside brackets: «ставка — по данным источников на 15 мая 2025 г.». */
function costsDated(f: Format, c: Figures['costs']): string {
  if (c.confirmedOn) return `ставку подтвердил наш юрист ${f.date(c.confirmedOn)}`;
  return c.asOf ? `ставка — по данным источников на ${f.date(c.asOf)}` : 'ставка — по опубликованным данным';
}

/**
 * The residence permit a home's owner may apply for: what the sources say, with no price threshold
 * unless a source sets one, the conditions, and where it comes from.
 */
export function residency(f: Format, v: Figures): string {
  const r = v.legal.residency;
  const papers = [...(r.healthCheck ? ['медицинская справка'] : []), ...(r.insurance ? ['медицинская страховка'] : [])];
  return f.sentences(
    r.minimumPrice === null
      ? 'Покупка жилья на Северном Кипре даёт Вам и Вашей семье основание подать заявление на вид на жительство (ВНЖ) — независимо от цены: опубликованные правила не устанавливают минимальной стоимости.'
      : `Покупка жилья на Северном Кипре стоимостью от ${f.euro(r.minimumPrice)} даёт Вам и Вашей семье основание подать заявление на вид на жительство (ВНЖ).`,
    `Когда кочан оформлен на Ваше имя, ВНЖ могут выдать на срок до ${f.plural(r.titleDeedPermitYears, yearsGenitive)} без подтверждения дохода; до этого нужны зарегистрированный договор купли-продажи, по которому оплачено не меньше ${f.percent(r.contractPaidPercent)} цены, и подтверждение дохода или сбережений.`,
    papers.length ? `Кроме того, ${papers.length > 1 ? 'понадобятся' : 'понадобится'} ${f.list(papers)}.` : '',
    factNote(f, r),
  );
}

/** The short form of the residence rule, for a benefit tile. */
export function residencyShort(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'Покупка жилья — независимо от его цены — даёт Вам и Вашей семье основание подать заявление на вид на жительство (ВНЖ); условия для Вашего случая уточнит юрист.'
      : `Покупка жилья стоимостью от ${f.euro(r.minimumPrice)} даёт Вам и Вашей семье основание подать заявление на вид на жительство (ВНЖ); условия для Вашего случая уточнит юрист.`,
    factNote(f, r),
  );
}

/** How many homes a foreigner may take title to, and what that means for a second purchase. */
export function ownershipLimits(f: Format, v: Figures): string {
  const o = v.legal.ownershipLimits;
  return f.sentences(
    `Иностранец может оформить в собственность до ${f.plural(o.apartments, { one: '{n} квартиры', few: '{n} квартир', many: '{n} квартир', other: '{n} квартиры' })}, или до ${f.plural(o.villas, { one: '{n} виллы', few: '{n} вилл', many: '{n} вилл', other: '{n} виллы' })}, или один участок площадью до ${f.number(o.plotM2)} м² с одним домом; сверх этого кочан на его имя не выдадут, так что, прежде чем покупать ещё один объект, посоветуйтесь с юристом.`,
    factNote(f, o),
  );
}

/** The permission to purchase: who applies, how long it usually takes, and the deadlines after it. */
export function purchasePermission(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return f.sentences(
    `Каждому иностранному покупателю нужно разрешение Совета министров на покупку; заявление подаёт Ваш юрист, а ждать разрешения обычно приходится ${monthSpan(f, p.monthsFrom, p.monthsTo)}.`,
    `После того как разрешение выдано, налоги нужно уплатить в течение ${f.plural(p.taxWithinWorkingDays, { one: '{n} рабочего дня', few: '{n} рабочих дней', many: '{n} рабочих дней', other: '{n} рабочего дня' })}, а кочан — переоформить на Вас в течение ${f.plural(p.titleWithinYears, yearsGenitive)}.`,
    factNote(f, p),
  );
}

/**
 * Paying from Russia (the Russian edition's own sentence, on the legal fact payingFromRussia): why a
 * transfer through Turkish banks may fail, and what to agree before reserving.
 */
export function payingFromRussia(f: Format, v: Figures): string {
  return f.sentences(
    'Если Вы платите из России, продумайте оплату заранее: переводы в евро и фунтах на Северный Кипр идут через банки Турции, а они с начала 2024 года отклоняют большинство платежей, связанных с Россией.',
    'Способ оплаты — например, со своего счёта в банке третьей страны — согласуйте с нами и с юристом до бронирования: его должен принять банк продавца, и он не должен нарушать российские правила валютного контроля. Если берёте рассрочку, убедитесь, что сможете вносить каждый платёж весь срок.',
    factNote(f, v.legal.payingFromRussia),
  );
}

/** How long a purchase takes from reservation to title, as the guide and FAQs say it. */
export function purchaseTimeline(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return `Бронирование, проверки и подписание договора обычно занимают 4–8 недель. Кочан переоформляют на Вас только после разрешения на покупку, которое обычно выдают через ${monthSpan(f, p.monthsFrom, p.monthsTo)}; по новостройкам сроки часто ещё дольше.`;
}

/** What the buyer's home country taxes, per country, with the advice to ask an adviser there. */
export function homeTaxes(f: Format, v: Figures): string {
  const h = v.legal.homeTaxes;
  return f.sentences(
    'Налоги придётся платить и в стране, где Вы налоговый резидент.',
    'Россия облагает НДФЛ доходы своих налоговых резидентов из-за рубежа: доход от аренды на Северном Кипре нужно задекларировать и в России, а налог, удержанный на Северном Кипре, в России не зачитывается — соглашения об избежании двойного налогообложения с ТРСК нет. Доход от продажи тоже облагается, если объект был в собственности меньше минимального срока владения.',
    'Об открытии счёта в зарубежном банке нужно уведомить российскую налоговую, а получать арендную плату на счёт в банке Северного Кипра валютным резидентам России может быть нельзя.',
    `Израиль облагает доход своих резидентов от аренды за рубежом — либо по ставке ${f.percent(h.il.rentTrackPercent)} от всей арендной платы, без вычета расходов и без зачёта налога, уплаченного на Северном Кипре, либо по обычным ставкам с вычетом расходов; с прибыли от продажи платится налог на прирост капитала.`,
    `Германия облагает доход своих резидентов от аренды за рубежом, а также прибыль от продажи, если с покупки прошло меньше ${f.plural(h.de.saleWithinYears, yearsGenitive)}.`,
    'Великобритания облагает налогом доход своих резидентов от аренды за рубежом и прибыль от продажи зарубежной недвижимости.',
    factNote(f, h.all),
    'Перед покупкой посоветуйтесь с налоговым консультантом в своей стране.',
  );
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  // НДС новостройки уже входит в цены на сайте: он назван как включённый, а не как расход сверх цены.
  const newBuild = f.phrases(c.summary.newBuild.filter((line) => line.id !== 'vat'), summaryPhrases);
  return f.sentences(
    `Сверх цены Вы оплачиваете: ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; при покупке новостройки к ним ${newBuild.length > 1 ? 'добавляются' : 'добавляется'} ${f.list(newBuild)}` : ''}.`,
    v.vatPercent ? `Цена новостройки на сайте уже включает НДС ${f.percent(v.vatPercent)}.` : '',
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `При покупке ${e.newBuild ? `новостройки у застройщика за ${f.euro(e.price)} без НДС` : `объекта на вторичном рынке за ${f.euro(e.price)}`}: ${f.list(f.phrases(e.items, examplePhrases))}. Итого сверх цены — ${f.euro(e.extra)}, а вместе с ценой — ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date (inside brackets: «г.» never meets the full stop). */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `При продаже объекта продавец платит налог — около ${f.percent(o.sellerTaxPercent)} от оценочной стоимости, которую определяет Земельный кадастр (${costsDated(f, v.costs)})${o.sellerTaxOneOffExemption ? '; каждый частный продавец один раз в жизни может продать объект без этого налога' : ''}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "no capital gains tax" (there is one).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Став владельцем, Вы ежегодно платите муниципалитету небольшой налог на недвижимость; он начисляется за каждый квадратный метр крытой площади.',
    sellerTax(f, v),
    'Налоги придётся платить и в стране, где Вы налоговый резидент (как это устроено в России, Израиле, Германии и Великобритании, рассказано в гиде покупателя); подробности уточните у налогового консультанта в этой стране.',
  );
}

/**
 * What a list says about the monthly figures on its cards: only the homes whose seller offers a plan
 * show one, on that plan's own terms; a resale is paid to its owner as the contract sets out.
 */
export function cardPlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) {
    return p.without === 0
      ? ''
      : 'Ни один из этих объектов не продаётся в рассрочку: каждый оплачивается так, как указано в договоре, поэтому ежемесячного платежа в карточках нет. Об условиях оплаты любого из них спросите нас в WhatsApp.';
  }
  const terms = p.common
    ? ` взнос ${f.percent(p.common.downPercent)} при подписании договора, остаток — равными ежемесячными платежами в течение ${f.plural(p.common.months, monthsGenitive)}${p.common.interestPercent === 0 ? ' под 0 %, если цена в рассрочку равна цене при оплате сразу' : ` под ${f.percent(p.common.interestPercent)} годовых`}.`
    : ' условия у каждой рассрочки свои, они указаны на странице объекта.';
  // «N из этих объектов продавцы предлагают…»: the verb agrees with «продавцы», never with the number.
  const some =
    p.count === 1
      ? 'Один из этих объектов продавец предлагает в рассрочку, и ежемесячный платёж указан только в его карточке:'
      : `${f.number(p.count)} из этих объектов продавцы предлагают в рассрочку, и ежемесячный платёж указан только в их карточках:`;
  return f.sentences(
    p.without === 0
      ? `Ежемесячный платёж в каждой карточке рассчитан по рассрочке, которую даёт продавец самого объекта:${terms}`
      : `${some}${terms} Остальные оплачиваются так, как указано в договоре.`,
    p.cheapest?.plan ? `Например, для объекта «${p.cheapest.title}» это ${f.euro(p.cheapest.plan.monthly)} в месяц.` : '',
  );
}

/** Who sells the homes of a list, as a phrase after «В продаже —» or a dash: developers, owners selling on, or both. */
export function sellers(stages: { newBuild: number; offPlan: number; resale: number }): string {
  const fromDevelopers = stages.newBuild + stages.offPlan > 0;
  if (fromDevelopers && stages.resale > 0) return 'новостройки от застройщиков и жильё на вторичном рынке';
  return fromDevelopers ? 'новостройки от застройщиков' : 'жильё на вторичном рынке';
}

/** The payment plans of the homes for sale anywhere on the site, in a sentence: only as far as they reach. */
export function sitePlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) return 'Сейчас ни один из наших объектов не продаётся в рассрочку: каждый оплачивается так, как указано в договоре.';
  const interest = (percent: number) => (percent === 0 ? ' под 0 %' : ` под ${f.percent(percent)} годовых`);
  const range = p.common
    ? `взнос ${f.percent(p.common.downPercent)}, остаток — в течение ${f.plural(p.common.months, monthsGenitive)}${interest(p.common.interestPercent)}`
    : `взнос — от ${f.percent(p.lowestDownPercent!)}, срок — до ${f.plural(p.longestMonths!, monthsGenitive)}`;
  const homes =
    p.count === 1
      ? 'Сейчас в рассрочку от застройщика или владельца продаётся один наш объект'
      : f.plural(p.count, {
          one: 'Сейчас в рассрочку от застройщика или владельца продаётся {n} наш объект',
          few: 'Сейчас в рассрочку от застройщика или владельца продаются {n} наших объекта',
          many: 'Сейчас в рассрочку от застройщика или владельца продаются {n} наших объектов',
          other: 'Сейчас в рассрочку от застройщика или владельца продаются {n} наших объекта',
        });
  return f.sentences(`${homes}: ${range}.`, p.without > 0 ? 'Остальные оплачиваются так, как указано в договоре.' : '');
}

const regionNames = { costaDelSol: 'на Коста-дель-Соль, в провинции Малага', algarve: 'в Алгарве' } as const;

/**
 * The homes for sale against Spain's and Portugal's coasts, per square metre, with each figure's source
 * and date; empty when the data does not support the comparison (the page then makes none).
 */
export function priceComparison(f: Format, v: Figures): string {
  const m = v.market;
  if (!m) return '';
  const regions = m.regions.map((region) => `${regionNames[region.id]} (${f.euro(region.perM2)} за м², по данным idealista на ${f.date(region.date)})`);
  return `Медианная цена жилья, которое мы сейчас продаём, — ${f.euro(m.medianPerM2)} за м², примерно на ${f.percent(m.lessPercent)} ниже цен в объявлениях ${f.list(regions)}.`;
}

/** How many foreign nationals were given permission to buy in one year: a published count, with its source and date. */
export function foreignBuyers(f: Format, v: Figures): Stat {
  const { source } = v.foreignBuyers;
  return {
    value: f.number(v.foreignBuyers.permits),
    label: f.plural(v.foreignBuyers.permits, {
      one: `иностранец получил в ${v.foreignBuyers.year} году разрешение на покупку недвижимости на Северном Кипре`,
      few: `иностранца получили в ${v.foreignBuyers.year} году разрешение на покупку недвижимости на Северном Кипре`,
      many: `иностранцев получили в ${v.foreignBuyers.year} году разрешение на покупку недвижимости на Северном Кипре`,
      other: `иностранца получили в ${v.foreignBuyers.year} году разрешение на покупку недвижимости на Северном Кипре`,
    }),
    source: { text: source.date ? `Источник: ${v.foreignBuyers.publisher}, ${f.date(source.date)}` : `Источник: ${v.foreignBuyers.publisher}`, href: source.url },
  };
}
