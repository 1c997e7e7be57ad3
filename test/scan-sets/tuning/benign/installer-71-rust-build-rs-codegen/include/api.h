int api_init(void);
int api_close(void);
