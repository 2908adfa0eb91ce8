// What a signed-in-only island shows a signed-out reader: why, and the way to sign in.
export function SignedOutPrompt({ message, signIn, href }: { message: string; signIn: string; href: string }) {
  return (
    <section className="mypage">
      <p>{message}</p>
      <a className="button" href={href}>
        {signIn}
      </a>
    </section>
  );
}
