/**
 * A claim a buyer's law expects to carry its condition: wherever `claim` matches a section's text, each
 * of `qualifiers` must match in the same section. `ignore` removes sentences that mention the words
 * without making the claim (e.g. "past growth does not guarantee future growth").
 * In a page's meta description only the first qualifier is required: a description has no room for more,
 * and the page it leads to carries the rest.
 */
export type ClaimRule = {
  name: string;
  claim: RegExp;
  qualifiers: RegExp[];
  ignore?: RegExp;
};
