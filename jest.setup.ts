import '@testing-library/jest-dom';

// Converted prices are shown only while the ECB rates are at most 14 days old on the day of the build
// (lib/rates.ts). The unit tests build on a fixed day three days after the committed rates, so the
// converted figures are rendered and checked whatever day the tests run; tests of stale rates set their own day.
import committedRates from '@/content/facts/rates.json';
process.env.BUILD_DATE = new Date(Date.parse(committedRates.date) + 3 * 86_400_000).toISOString().slice(0, 10);
