import api from './api.json';
import mail from './mail.json';

/** Every message of this language, by key: one JSON file an area. */
export default { ...api, ...mail };
