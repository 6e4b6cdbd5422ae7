import donor from './web-donor';
import screens from './web-screens';

/** The web app's texts in this language but the admin's: one JSON file an area. */
export default { ...donor, ...screens };
