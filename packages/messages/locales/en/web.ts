import admin from './web-admin.json';
import adminMore from './web-admin-more.json';
import adminForms from './web-admin-forms.json';
import browse from './web-browse.json';
import chrome from './web-chrome.json';
import create from './web-create.json';
import creator from './web-creator.json';
import giving from './web-giving.json';
import legal from './web-legal.json';
import odds from './web-odds.json';
import publicScreens from './web-public.json';

/** The web app's texts in this language: one JSON file an area, loaded alone by the browser. */
export default {
  ...chrome,
  ...publicScreens,
  ...giving,
  ...admin,
  ...creator,
  ...browse,
  ...adminMore,
  ...adminForms,
  ...create,
  ...legal,
  ...odds,
};
