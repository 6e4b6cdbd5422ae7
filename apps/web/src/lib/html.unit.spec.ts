import { htmlToText } from './html';

describe('htmlToText', () => {
  it('when rich text has blocks, breaks and entities, then it reads as one line of text', () => {
    expect(
      htmlToText(
        '<p>Fish &amp; chips</p><p>in &quot;Accra&quot;&nbsp;&lt;b&gt;</p>line<br/>two &#39;x&#x27; &#128512;',
      ),
    ).toBe('Fish & chips in "Accra" <b> line two \'x\' 😀');
  });

  it('when there is nothing, then the text is empty', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});
