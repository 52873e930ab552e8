import { Navigate } from 'react-router-dom';

/** Old links to the static contact-us.html reach the contact page (DESIGN.md section 5). */
export default function ContactUsRedirect() {
  return <Navigate to="/contact" replace />;
}
