import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { AuthLayout } from '../../components/auth-layout';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoginForm, type TPendingNotice } from './login-form';
import { RegisterForm } from './register-form';

type TAuthTab = 'login' | 'register';

export function AuthPage() {
  useDocumentTitle('Sign In');
  const [tab, setTab] = useState<TAuthTab>('login');
  const [pendingNotice, setPendingNotice] = useState<TPendingNotice | null>(null);

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Advertising Compliance Platform</h1>
          <CardDescription>Policy Review &amp; Analysis System</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as TAuthTab)}>
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm pendingNotice={pendingNotice} />
              <p className="mt-4 text-center text-sm">
                <Link
                  to="/forgot-password"
                  className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Forgot your password?
                </Link>
              </p>
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                onPendingApproval={(notice) => {
                  setPendingNotice(notice);
                  setTab('login');
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
