// The show page's interactive parts in one module, so one chunk carries them all (ShowIslands.tsx).
export { BuyBox } from './BuyBox';
export { DetailTabs } from './DetailTabs';
export { ReplaceUrl } from './ReplaceUrl';
export { ShareLinks } from './ShareLinks';
export { ShowPrices, ShowTags } from './ShowStatus';
