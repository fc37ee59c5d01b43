import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '../../../CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/** The doc's content with a "Copy page" button beside its title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
