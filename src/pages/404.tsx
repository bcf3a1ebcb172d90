import { Link } from "gatsby";
import { Helmet } from "react-helmet";
import styled from "styled-components";
import { Layout } from "../components/layout";
import { Phone } from "../components/setting-values";
import { GET_HELP_PATH } from "../constants";

/** An unknown address: served with status 404, with the site's header and footer and three ways on. */
export default function NotFound() {
  return (
    <Layout path="/404" solidHeader>
      <Helmet>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content="This page does not exist." />
      </Helmet>
      <Wrap>
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link may have a typing mistake.</p>
        <ul>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to={GET_HELP_PATH}>Get Help</Link> if you or someone you love is facing cancer
          </li>
          <li>
            Call us: <Phone />
          </li>
        </ul>
      </Wrap>
    </Layout>
  );
}

const Wrap = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  > * {
    max-width: ${({ theme }) => theme.measure};
  }
`;
