// The floor page of the quality bars: a three-field form wrapped by r2wc, nothing else.
// Every screen's first-visible time is measured as a ratio to this page's.
import r2wc from '@r2wc/react-to-web-component';
import { useState } from 'react';

function FloorForm() {
  const [values, setValues] = useState({ name: '', iban: '', amount: '100' });
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      {(['name', 'iban', 'amount'] as const).map((field) => (
        <label key={field}>
          {field}
          <input
            name={field}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
          />
        </label>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

customElements.define('floor-form', r2wc(FloorForm, { shadow: 'open' }));
