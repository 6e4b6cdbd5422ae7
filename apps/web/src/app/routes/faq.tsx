import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/pages/components/faq-accordion';
import styles from '@/features/pages/components/pages.module.css';

export function FaqRoute() {
  return (
    <div className={`container ${styles.legal}`}>
      <Head
        title="Frequently Asked Questions"
        description="Answers about fees, campaign review, investing, payments and support on Harambee."
      />
      <h1>Frequently Asked Questions</h1>
      <p>
        Can&apos;t find your answer?{' '}
        <Link to={paths.about.getHref('contact')}>Contact our team</Link>.
      </p>
      <FaqAccordion />
    </div>
  );
}
