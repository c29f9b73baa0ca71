/** The settings feature as other features may use it: the language model an analysis asks for a second opinion. */
export { loadSecondOpinionEndpoint } from './second-opinion.service';
