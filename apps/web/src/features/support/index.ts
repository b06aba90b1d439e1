// Support's face: the notice banner the app shell shows; the pages are routed by path.
export { NoticeBannerSlot } from './NoticeBannerSlot';
