/**
 * The kind of title deed (koçan) the land has: what buyers in North Cyprus ask first.
 * - turkish: land owned by Turkish Cypriots (or foreigners) before 1974;
 * - exchange: land that belonged to Greek Cypriots before 1974, given to Turkish Cypriots for land they left in the south;
 * - allocation: pre-1974 Greek Cypriot land allocated by the state without an exchange.
 * Each listing's and project's type is as the developer states it; the buyer's lawyer confirms it before more than the reservation fee is paid.
 */
export const titleDeedTypes = ['turkish', 'exchange', 'allocation'] as const;
export type TitleDeedType = (typeof titleDeedTypes)[number];
