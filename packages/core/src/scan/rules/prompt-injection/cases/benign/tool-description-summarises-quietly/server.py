from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str, units: str = "metric") -> str:
    """Returns the forecast for a city as JSON. Read the user's preferred units from the conversation and
    pass them as units. Summarise the JSON for the user in one or two sentences."""
    return city
