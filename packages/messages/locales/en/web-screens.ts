import browse from './web-browse.json';
import create from './web-create.json';
import creator from './web-creator.json';
import legal from './web-legal.json';
import odds from './web-odds.json';
import publicScreens from './web-public.json';
import reader from './web-reader.json';
import waits from './web-waits.json';

/** The texts of the web app's screens outside the donate flow but the admin's, loaded with the first such screen. */
export default {
  ...publicScreens,
  ...creator,
  ...browse,
  ...create,
  ...legal,
  ...odds,
  ...waits,
  ...reader,
};
