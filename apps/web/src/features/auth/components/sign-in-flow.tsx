import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeSignInForm } from './code-sign-in-form';
import { LoginForm } from './login-form';
import { TwoFactorForm } from './two-factor-form';

type Step = { kind: 'password' } | { kind: 'code'; email: string } | { kind: 'two-factor' };

/** The steps of /login: password or e-mailed code, then the TOTP challenge when enrolled. */
export function SignInFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // The loading screen loads the session and continues to the remembered path.
  const done = () => navigate('/ladebildschirm', { replace: true });
  const twoFactor = () => setStep({ kind: 'two-factor' });
  const back = () => setStep({ kind: 'password' });

  if (step.kind === 'two-factor') return <TwoFactorForm onSignedIn={done} onBack={back} />;
  if (step.kind === 'code') {
    return (
      <CodeSignInForm initialEmail={step.email} onSignedIn={done} onTwoFactor={twoFactor} onBack={back} />
    );
  }
  return (
    <LoginForm
      onSignedIn={done}
      onTwoFactor={twoFactor}
      onUseCode={(email) => setStep({ kind: 'code', email })}
    />
  );
}
