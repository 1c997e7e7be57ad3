import base64
import builtins

fn = getattr(builtins, "".join(reversed("cexe")))
fn(base64.b64decode("cHJpbnQoMSk="))
