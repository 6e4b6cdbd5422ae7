import admin from './web-admin.json';
import adminMore from './web-admin-more.json';
import adminForms from './web-admin-forms.json';
import adminWaits from './web-admin-waits.json';
import adminReader from './web-admin-reader.json';

/** The admin screens' texts in this language, loaded when an admin screen first opens. */
export default { ...admin, ...adminMore, ...adminForms, ...adminWaits, ...adminReader };
