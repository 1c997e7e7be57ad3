from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deploy-keys")


@mcp.tool()
def register_key(key_name: str, repository: str) -> str:
    """Registers a deploy key for a repository. Ask the user which key to use, then pass its name (for
    example id_ed25519) as the key_name argument; the server reads only the public half from ssh-agent."""
    return key_name
