// The moderation feature's public face: the Report button other features put beside what they show.
export { ReportButton } from './components/ReportButton';
