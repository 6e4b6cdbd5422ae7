import { useState } from 'react';
import { useIntl } from 'react-intl';
import { truncate } from '@/lib/format';
import { htmlToText } from '@/lib/html';
import { STORY_PREVIEW_MAX } from '../lib/campaign-display';
import styles from './campaign-page.module.css';

/** Where the story ends: Donate Now floats once it is scrolled past. */
export const STORY_END_ID = 'story-end';

/** The story's HTML; over 300 characters of text it starts as a plain-text preview with Read More. */
export function CampaignStory({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const intl = useIntl();
  const text = htmlToText(html);
  const long = text.length > STORY_PREVIEW_MAX;
  return (
    <section className={styles.section} aria-labelledby="story-title">
      <h2 id="story-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'campaign.story' })}
      </h2>
      <div id="campaign-story" className={`${styles.story} rich-text`}>
        {long && !expanded ? (
          <>
            <p className={styles.needsScript}>{truncate(text, STORY_PREVIEW_MAX)}</p>
            {/* Read More needs JavaScript: without it, the whole story. */}
            <noscript>
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </noscript>
          </>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
      {long && (
        <button
          type="button"
          className={`${styles.toggle} ${styles.needsScript}`}
          aria-expanded={expanded}
          aria-controls="campaign-story"
          onClick={() => setExpanded(!expanded)}
        >
          {intl.formatMessage({ id: expanded ? 'campaign.showLess' : 'campaign.readMore' })}
        </button>
      )}
      <div id={STORY_END_ID} aria-hidden="true" />
    </section>
  );
}
