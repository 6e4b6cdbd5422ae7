import api from './api.json';
import apiAnswers from './api-answers.json';
import apiRefusals from './api-refusals.json';
import mail from './mail.json';
import pages from './pages.json';
import web from './web';
import admin from './admin';
import ussd from './ussd.json';

/** Every message of this language, by key: one JSON file an area. */
export default {
  ...api,
  ...apiAnswers,
  ...apiRefusals,
  ...mail,
  ...pages,
  ...web,
  ...admin,
  ...ussd,
};
