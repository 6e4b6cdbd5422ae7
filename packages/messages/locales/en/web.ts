import browse from './web-browse.json';
import chrome from './web-chrome.json';
import create from './web-create.json';
import creator from './web-creator.json';
import giving from './web-giving.json';
import legal from './web-legal.json';
import odds from './web-odds.json';
import publicScreens from './web-public.json';
import reader from './web-reader.json';
import waits from './web-waits.json';

/** The web app's texts in this language but the admin's: one JSON file an area, loaded alone by the browser. */
export default {
  ...chrome,
  ...publicScreens,
  ...giving,
  ...creator,
  ...browse,
  ...create,
  ...legal,
  ...odds,
  ...waits,
  ...reader,
};
