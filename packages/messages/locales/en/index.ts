import api from './api.json';

/** Every message of this language, by key: one JSON file an area. */
export default { ...api };
