from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hosts")


@mcp.tool()
def connect_info(alias: str) -> str:
    """Returns how to connect to a host. Ask the user for the host alias and pass it as the alias argument.
    The tool prints an ssh command line; it never reads key files."""
    return f"ssh {alias}"
