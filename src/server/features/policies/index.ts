/** The policies feature as other features may use it: a stored policy as the API shows it. */
export { toPolicy } from './policies.service';
